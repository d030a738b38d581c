/**
 * What the live bench's processes say to each other over fork's IPC channel (bench/live-bench.ts
 * drives; bench/live-node.ts is a LiveServer node; bench/live-clients.ts holds the WebSocket clients).
 */

/** Driver → node. */
export type NodeRequest =
  | { type: "measure" }
  /** Start noting how long the channel's publications take to reach this node's bus listener. */
  | { type: "watch"; channel: string }
  | { type: "hops" }
  | { type: "publish"; channel: string; count: number; intervalMs: number }
  | { type: "stop" };

/** Node → driver. */
export type NodeReply =
  | { type: "ready"; port: number }
  /** After two full garbage collections. */
  | {
      type: "measured";
      rss: number;
      heapUsed: number;
      external: number;
      connections: number;
      subscriptions: number;
    }
  /** How long each publish call took: on the memory bus, the node's whole fan-out to its sockets. */
  /** The node's CPU time over the whole run, idle pauses included: in JavaScript and in the kernel. */
  | { type: "published"; publishMs: number[]; userMs: number; systemMs: number }
  | { type: "watching" }
  /** Publish call → this node's bus listener, in ms (on a second node: the hop through Redis). */
  | { type: "hops"; count: number; p50: number; p99: number; max: number };

/** Driver → clients. */
export type ClientsRequest =
  | { type: "connect"; url: string; total: number; channel: string }
  | { type: "reset" }
  | { type: "report" }
  | { type: "stop" };

/** Clients → driver. */
export type ClientsReply =
  | { type: "connected"; open: number; failed: number }
  | { type: "reset" }
  /** Delivery latency, publish call → frame handled by a client, in ms; the clients' CPU since the reset. */
  | { type: "report"; received: number; p50: number; p99: number; max: number; open: number; cpuMs: number };

/** Wall-clock time in ms with sub-millisecond precision, comparable between processes of one machine. */
export function preciseNow(): number {
  return performance.timeOrigin + performance.now();
}

export function percentile(sorted: Float64Array | number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}
