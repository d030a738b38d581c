import { type ChildProcess, fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { redisAnswers } from "@platform/server/live/redis-probe";
import { Redis } from "ioredis";
import {
  type ClientsReply,
  type ClientsRequest,
  type NodeReply,
  type NodeRequest,
  percentile,
} from "./live-protocol.ts";

/**
 * The live layer's figures (docs/decisions/039), never pass/fail: connections held, memory per idle
 * connection, delivery latency at 1k/5k/10k clients on one node, and what a second node adds when
 * the publication goes through Redis. The node, the clients and this driver are three processes;
 * on a 2-core machine the clients' process competes with the node for CPU, so the latencies are an
 * upper bound of the node's own.
 */

export interface LiveBenchOptions {
  entries: { node: string; clients: string };
  /** A Redis to try; the two-node part is skipped when it does not answer. */
  redisUrl?: string;
  scales?: number[];
  /** Publications per scale, and the pause between two. */
  events?: number;
  intervalMs?: number;
}

class Child<Request, Reply extends { type: string }> {
  readonly #process: ChildProcess;
  readonly #waiting: { type: string; resolve: (reply: Reply) => void; reject: (error: Error) => void }[] = [];

  constructor(entry: string, env: Record<string, string>, execArgv: string[] = []) {
    this.#process = fork(entry, [], {
      env: { ...process.env, ...env },
      execArgv: ["--enable-source-maps", "--expose-gc", ...execArgv],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    this.#process.on("message", (reply: Reply) => {
      const index = this.#waiting.findIndex((waiter) => waiter.type === reply.type);
      if (index >= 0) this.#waiting.splice(index, 1)[0]!.resolve(reply);
    });
    // A child that dies must fail the bench, not leave it waiting forever.
    this.#process.on("exit", (code, signal) => {
      for (const waiter of this.#waiting.splice(0)) {
        waiter.reject(new Error(`${entry} exited (${signal ?? code}) before answering ${waiter.type}`));
      }
    });
  }

  next<T extends Reply["type"]>(type: T): Promise<Extract<Reply, { type: T }>> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ type, resolve: resolve as (reply: Reply) => void, reject });
    });
  }

  ask<T extends Reply["type"]>(request: Request, type: T): Promise<Extract<Reply, { type: T }>> {
    const reply = this.next(type);
    this.#process.send(request as object);
    return reply;
  }

  stop(request: Request): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#process.kill(), 10_000);
      this.#process.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      this.#process.send(request as object);
    });
  }
}

type Node = Child<NodeRequest, NodeReply>;
type Clients = Child<ClientsRequest, ClientsReply>;

async function startNode(entry: string, env: Record<string, string>): Promise<{ node: Node; url: string }> {
  // BENCH_LIVE_NODE_ARGS: extra Node flags for the nodes only (e.g. "--cpu-prof --cpu-prof-dir=…").
  const node: Node = new Child(entry, env, process.env.BENCH_LIVE_NODE_ARGS?.split(" ").filter(Boolean));
  const { port } = await node.next("ready");
  return { node, url: `ws://127.0.0.1:${port}/live` };
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Publishes on `publisher`, clients read; latency percentiles over every delivery. */
async function deliver(
  publisher: Node,
  clients: Clients,
  channel: string,
  events: number,
  intervalMs: number,
) {
  await clients.ask({ type: "reset" }, "reset");
  const { publishMs, userMs, systemMs } = await publisher.ask(
    { type: "publish", channel, count: events, intervalMs },
    "published",
  );
  // The last publication's fan-out may still be on its way.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const report = await clients.ask({ type: "report" }, "report");
  return {
    ...report,
    userMs,
    systemMs,
    fanOutMs: percentile(
      [...publishMs].sort((a, b) => a - b),
      0.5,
    ),
  };
}

export async function benchLive(options: LiveBenchOptions) {
  const scales = options.scales ?? [1000, 5000, 10_000];
  const events = options.events ?? 20;
  const intervalMs = options.intervalMs ?? 250;
  const channel = "crash";

  // One node on the memory bus.
  const { node, url } = await startNode(options.entries.node, { LIVE_BUS: "memory" });
  const clients: Clients = new Child(options.entries.clients, {});
  const figures: Record<string, string | number>[] = [];
  let memoryAt1k: number | undefined;
  try {
    const empty = await node.ask({ type: "measure" }, "measured");
    for (const total of scales) {
      const connected = await clients.ask({ type: "connect", url, total, channel }, "connected");
      let measured = await node.ask({ type: "measure" }, "measured");
      for (let tries = 0; measured.subscriptions < connected.open && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        measured = await node.ask({ type: "measure" }, "measured");
      }
      const report = await deliver(node, clients, channel, events, intervalMs);
      const held = await node.ask({ type: "measure" }, "measured");
      if (total === scales[0]) memoryAt1k = report.p99;
      figures.push({
        layout: "one node, memory bus",
        clients: total,
        "held (node)": held.connections,
        "failed to connect": connected.failed,
        "KB/idle conn (RSS)": round((measured.rss - empty.rss) / measured.connections / 1024),
        "KB/idle conn (heap+ext)": round(
          (measured.heapUsed + measured.external - empty.heapUsed - empty.external) /
            measured.connections /
            1024,
        ),
        "delivered %": round((report.received / (events * connected.open)) * 100),
        "fan-out ms (node)": round(report.fanOutMs),
        // The kernel's share is large on loopback: it runs the receiving side's TCP in the sender's call.
        "node CPU µs/delivery (user+sys)": `${round((report.userMs * 1000) / (events * connected.open))}+${round((report.systemMs * 1000) / (events * connected.open))}`,
        "clients' CPU µs/delivery": round((report.cpuMs * 1000) / (events * connected.open)),
        "p50 ms": round(report.p50),
        "p99 ms": round(report.p99),
        "max ms": round(report.max),
      });
    }
  } finally {
    await clients.stop({ type: "stop" });
    await node.stop({ type: "stop" });
  }

  // Two nodes on Redis: the publication is made on A, the clients are on B.
  let secondNode: Record<string, string | number> | undefined;
  if (options.redisUrl && (await redisAnswers(options.redisUrl))) {
    const prefix = `live-bench:${randomUUID()}:`;
    const env = { LIVE_BUS: "redis", REDIS_URL: options.redisUrl, LIVE_PREFIX: prefix };
    const a = await startNode(options.entries.node, env);
    const b = await startNode(options.entries.node, env);
    const onB: Clients = new Child(options.entries.clients, {});
    const total = scales[0]!;
    try {
      // Listening before the clients: the bus calls this before the node's fan-out to them.
      await b.node.ask({ type: "watch", channel }, "watching");
      const connected = await onB.ask({ type: "connect", url: b.url, total, channel }, "connected");
      for (let tries = 0; tries < 100; tries += 1) {
        if ((await b.node.ask({ type: "measure" }, "measured")).subscriptions >= connected.open) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const report = await deliver(a.node, onB, channel, events, intervalMs);
      const nodeB = await b.node.ask({ type: "measure" }, "measured");
      const hops = await b.node.ask({ type: "hops" }, "hops");
      secondNode = {
        layout: "publish on node A, clients on node B (Redis)",
        clients: total,
        "held (node B)": nodeB.connections,
        "delivered %": round((report.received / (events * connected.open)) * 100),
        "p50 ms": round(report.p50),
        "p99 ms": round(report.p99),
        "max ms": round(report.max),
        "Redis hop to node B p50/max ms": `${round(hops.p50)}/${round(hops.max)}`,
        "p99 minus one node's ms": memoryAt1k === undefined ? "n/a" : round(report.p99 - memoryAt1k),
      };
    } finally {
      await onB.stop({ type: "stop" });
      await a.node.stop({ type: "stop" });
      await b.node.stop({ type: "stop" });
      const redis = new Redis(options.redisUrl);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  }
  return { figures, secondNode };
}
