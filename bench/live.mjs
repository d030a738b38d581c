import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { bundleNode } from "../scripts/esbuild-node.mjs";

/**
 * The live layer (docs/decisions/039): WebSocket connections held by one node, memory per idle
 * connection, publication → client latency at 1k/5k/10k clients, and the extra latency of a second
 * node through Redis (bench/live-bench.ts). Figures only.
 */
export async function benchLiveFigures() {
  mkdirSync("dist", { recursive: true });
  const dir = mkdtempSync(path.join("dist", "bench-"));
  try {
    const outfile = path.resolve(dir, "live-bench.mjs");
    const entries = {
      node: path.resolve(dir, "live-node.mjs"),
      clients: path.resolve(dir, "live-clients.mjs"),
    };
    await Promise.all([
      bundleNode("bench/live-bench.ts", outfile),
      bundleNode("bench/live-node.ts", entries.node),
      bundleNode("bench/live-clients.ts", entries.clients),
    ]);
    const { benchLive } = await import(outfile);
    const url = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
    const scales = (process.env.BENCH_LIVE_CLIENTS ?? "1000,5000,10000").split(",").map(Number);
    console.log(
      "\nLive layer (one WebSocket per client subscribed to one channel; 20 publications, one every 250 ms):",
    );
    console.log(
      "  The node, the clients and the driver are separate processes; on 2 cores the clients (one thread per" +
        " core, WebSocket over plain TCP: bench/live-socket.ts) compete with the node for CPU. Memory: the node's growth after GC ÷ connections, each subscribed and idle." +
        " Fan-out: one publish call on the memory bus (it hands the frame to every socket before it returns)." +
        ` Load average when started: ${loadavg()[0].toFixed(1)}.`,
    );
    const { figures, secondNode } = await benchLive({ entries, redisUrl: url, scales });
    console.table(figures);
    if (secondNode) console.table([secondNode]);
    else console.log("  Second node: skipped, no Redis answers (BENCH_REDIS_URL).");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLiveFigures();
