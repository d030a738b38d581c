import { createServer } from "node:http";
import type { LiveBus } from "@platform/server/live/bus";
import { LiveServer } from "@platform/server/live/live-server";
import { MemoryBus } from "@platform/server/live/memory-bus";
import { RedisBus } from "@platform/server/live/redis-bus";
import { type NodeReply, type NodeRequest, percentile, preciseNow } from "./live-protocol.ts";

/**
 * One LiveServer node for the live bench, alone in its process so its memory is its own: the bus
 * (LIVE_BUS=memory|redis, REDIS_URL, LIVE_PREFIX), an HTTP server on 127.0.0.1, every channel
 * public. It measures itself and publishes when the driver asks.
 */
const bus: LiveBus =
  process.env.LIVE_BUS === "redis"
    ? new RedisBus({
        url: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
        prefix: process.env.LIVE_PREFIX,
      })
    : new MemoryBus();
const http = createServer((_request, response) => {
  response.statusCode = 404;
  response.end();
});
const live = new LiveServer({ bus, authenticate: async () => null, authorize: () => true });
live.attach(http);
await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
const address = http.address();
const reply = (message: NodeReply) => process.send?.(message);
reply({ type: "ready", port: typeof address === "object" && address ? address.port : 0 });

let hops: number[] = [];

process.on("message", async (request: NodeRequest) => {
  if (request.type === "watch") {
    hops = [];
    await bus.subscribe(request.channel, (publication) => {
      const { t } = JSON.parse(publication.json) as { t?: number };
      if (typeof t === "number") hops.push(preciseNow() - t);
    });
    reply({ type: "watching" });
  } else if (request.type === "hops") {
    const sorted = [...hops].sort((a, b) => a - b);
    const [p50, p99] = [percentile(sorted, 0.5), percentile(sorted, 0.99)];
    reply({ type: "hops", count: sorted.length, p50, p99, max: sorted.at(-1) ?? Number.NaN });
  } else if (request.type === "measure") {
    for (let pass = 0; pass < 2; pass += 1) globalThis.gc?.();
    const memory = process.memoryUsage();
    const stats = live.stats();
    reply({
      type: "measured",
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      external: memory.external,
      connections: stats.connections,
      subscriptions: stats.subscriptions,
    });
  } else if (request.type === "publish") {
    const publishMs: number[] = [];
    const cpu = process.cpuUsage();
    for (let round = 1; round <= request.count; round += 1) {
      const start = preciseNow();
      await bus.publish(request.channel, { t: start, round });
      publishMs.push(preciseNow() - start);
      await new Promise((resolve) => setTimeout(resolve, request.intervalMs));
    }
    // The last fan-out (Redis: delivered after publish resolves) is inside the final pause.
    const used = process.cpuUsage(cpu);
    reply({ type: "published", publishMs, userMs: used.user / 1000, systemMs: used.system / 1000 });
  } else if (request.type === "stop") {
    await live.close();
    await bus.close();
    http.closeAllConnections();
    http.close();
    process.disconnect?.();
  }
});
