import { get } from "node:http";
import autocannon from "autocannon";

/**
 * The web pages as a visitor and a player get them (issue 17): the home page's HTML and the part
 * of it that is hydration data, per theme; anonymous home pages per second (the visitors' page
 * cache serves them) and a logged-in player's home pages per second (rendered for them), at 50
 * connections. Figures only.
 */

const BROWSER = "Mozilla/5.0 (Linux; Android 10) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36";

/** Bytes of the home page's HTML, and of the inline scripts that carry React Router's data. */
export async function homeBytes(origin, host) {
  const html = await getText(`${origin}/`, { host, "user-agent": BROWSER });
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  const hydration = scripts.filter((body) => body.includes("__reactRouterContext"));
  return {
    host,
    htmlBytes: Buffer.byteLength(html),
    hydrationBytes: hydration.reduce((sum, body) => sum + Buffer.byteLength(body), 0),
  };
}

/** A GET with a Host header of our choosing (fetch does not let a caller set it). */
function getText(url, headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve(body));
    }).on("error", reject);
  });
}

async function throughput(origin, host, headers, { connections = 50, duration = 10 } = {}) {
  const all = { host, "user-agent": BROWSER, ...headers };
  // Warm the caches (settings, dictionary, SEO, the page cache) the way a live site is warm.
  await autocannon({ url: `${origin}/`, connections: 4, duration: 2, headers: all });
  const result = await autocannon({ url: `${origin}/`, connections, duration, headers: all });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** A new player of `siteCode` registered through the API; their session token. */
async function newPlayerToken(origin, siteCode) {
  const password = "Bench12";
  const res = await fetch(`${origin}/api/session/register?locale=en`, {
    method: "POST",
    headers: { "content-type": "application/json", "site-code": siteCode },
    body: JSON.stringify({
      email: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password,
      confirm_password: password,
      age_confirmed: true,
      terms_accepted: true,
    }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`register failed: ${res.status} ${body.message}`);
  return body.data.token;
}

export async function benchWebPages(origin, port, hosts) {
  console.log("\nHome page per theme (uncompressed bytes):");
  console.table(await Promise.all(hosts.map((host) => homeBytes(origin, `${host}:${port}`))));

  console.log("Anonymous home pages, 50 connections, 10 s each (the visitors' page cache):");
  const anonymous = [];
  for (const host of hosts) anonymous.push({ host, ...(await throughput(origin, `${host}:${port}`, {})) });
  console.table(anonymous);

  console.log("Logged-in home page (base2, one player), 50 connections, 10 s:");
  const token = await newPlayerToken(origin, "base2");
  console.table([
    {
      host: "base2.localhost",
      ...(await throughput(origin, `base2.localhost:${port}`, { cookie: `session=${token}` })),
    },
  ]);
}
