import autocannon from "autocannon";

/** Server-rendered home page: requests/s and latency percentiles at 50 connections. */
export async function benchHome(origin, host, { connections = 50, duration = 10 } = {}) {
  // Warm the caches (settings, dictionary, SEO) the way a live site is warm.
  await autocannon({ url: `${origin}/`, connections: 4, duration: 2, headers: { host } });
  const result = await autocannon({ url: `${origin}/`, connections, duration, headers: { host } });
  return {
    host,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
