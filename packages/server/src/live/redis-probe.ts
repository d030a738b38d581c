import { Redis } from "ioredis";

/**
 * Whether a Redis answers at `url` within a second: the live layer's tests and the bench run their
 * second-node cases only when one does. One connection, no retries, closed either way.
 */
export async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on("error", () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
