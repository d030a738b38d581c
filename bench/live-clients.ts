import { availableParallelism } from "node:os";
import { isMainThread, parentPort, Worker } from "node:worker_threads";
import { WebSocket } from "ws";
import { type ClientsReply, type ClientsRequest, percentile, preciseNow } from "./live-protocol.ts";
import { type BenchSocket, openBenchSocket } from "./live-socket.ts";

/**
 * The live bench's WebSocket clients, in a process of their own so the node's process is measured
 * alone. Each subscribes to one channel and notes how long each publication took to arrive (the
 * node stamps `t` when it publishes); frames are not parsed beyond finding `"t":`.
 *
 * The sockets are spread over worker threads (BENCH_LIVE_CLIENT_THREADS, default one per core),
 * each with its own event loop: one loop reading 10k sockets in turn lags behind the node by its
 * own work, and the last socket's arrival is then noted late. Each time is still the publisher's
 * stamp against the moment a client's JavaScript holds the frame. The clients speak WebSocket over
 * plain TCP (bench/live-socket.ts); BENCH_LIVE_WS_CLIENT=1 uses `ws`'s client instead, to compare.
 */

/** Main thread → a worker. */
type ThreadRequest =
  | { type: "connect"; url: string; count: number; channel: string }
  | { type: "reset" }
  | { type: "report" }
  | { type: "stop" };

/** A worker → the main thread. */
type ThreadReply =
  | { type: "connected"; open: number; failed: number }
  | { type: "reset" }
  | { type: "report"; latencies: Float64Array; open: number }
  | { type: "stopped" };

function runMain(): void {
  const size = Number(process.env.BENCH_LIVE_CLIENT_THREADS) || availableParallelism();
  const threads = Array.from({ length: size }, () => new Thread());
  let held = 0;
  let cpu = process.cpuUsage();
  const reply = (message: ClientsReply) => process.send?.(message);

  process.on("message", async (request: ClientsRequest) => {
    if (request.type === "connect") {
      // `total` counts every open socket so far (the sportsbook adds a channel's share per request).
      const adding = Math.max(0, request.total - held);
      const answers = await Promise.all(
        threads.map((thread, index) =>
          thread.ask({
            type: "connect",
            url: request.url,
            channel: request.channel,
            count: Math.floor(adding / size) + (index < adding % size ? 1 : 0),
          }),
        ),
      );
      let failed = 0;
      for (const answer of answers) {
        if (answer.type !== "connected") continue;
        held += answer.open;
        failed += answer.failed;
      }
      reply({ type: "connected", open: held, failed });
    } else if (request.type === "reset") {
      await Promise.all(threads.map((thread) => thread.ask({ type: "reset" })));
      cpu = process.cpuUsage();
      reply({ type: "reset" });
    } else if (request.type === "report") {
      const used = process.cpuUsage(cpu);
      const answers = await Promise.all(threads.map((thread) => thread.ask({ type: "report" })));
      let length = 0;
      let open = 0;
      for (const answer of answers) {
        if (answer.type !== "report") continue;
        length += answer.latencies.length;
        open += answer.open;
      }
      const sorted = new Float64Array(length);
      let at = 0;
      for (const answer of answers) {
        if (answer.type !== "report") continue;
        sorted.set(answer.latencies, at);
        at += answer.latencies.length;
      }
      sorted.sort();
      reply({
        type: "report",
        received: sorted.length,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: sorted.at(-1) ?? Number.NaN,
        open,
        cpuMs: (used.user + used.system) / 1000,
      });
    } else if (request.type === "stop") {
      await Promise.all(threads.map((thread) => thread.ask({ type: "stop" })));
      process.disconnect?.();
    }
  });
}

/** One worker thread, asked one thing at a time in order. */
class Thread {
  readonly #worker = new Worker(new URL(import.meta.url));
  readonly #waiting: ((reply: ThreadReply) => void)[] = [];

  constructor() {
    this.#worker.on("message", (reply: ThreadReply) => this.#waiting.shift()?.(reply));
    this.#worker.unref();
  }

  ask(request: ThreadRequest): Promise<ThreadReply> {
    return new Promise((resolve) => {
      this.#waiting.push(resolve);
      this.#worker.postMessage(request);
    });
  }
}

function runThread(): void {
  const port = parentPort!;
  const sockets: BenchSocket[] = [];
  const useWs = process.env.BENCH_LIVE_WS_CLIENT === "1";
  let latencies: number[] = [];
  const reply = (message: ThreadReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

  const onMessage = (data: Buffer): void => {
    const at = preciseNow();
    const start = data.indexOf('"t":');
    if (start < 0) return;
    const end = data.indexOf(",", start);
    latencies.push(at - Number(data.toString("latin1", start + 4, end)));
  };

  const open = async (url: string, channel: string): Promise<boolean> => {
    const subscribe = JSON.stringify({ type: "subscribe", channels: [{ channel }] });
    const socket = useWs ? await openWs(url, onMessage) : await openBenchSocket(url, onMessage);
    if (!socket) return false;
    socket.send(subscribe);
    sockets.push(socket);
    return true;
  };

  port.on("message", async (request: ThreadRequest) => {
    if (request.type === "connect") {
      let opened = 0;
      let failed = 0;
      // At most 250 handshakes in flight per thread: the node's accept queue is not what is measured.
      while (opened + failed < request.count) {
        const batch = Math.min(250, request.count - opened - failed);
        const results = await Promise.all(
          Array.from({ length: batch }, () => open(request.url, request.channel)),
        );
        for (const ok of results) {
          if (ok) opened += 1;
          else failed += 1;
        }
      }
      reply({ type: "connected", open: opened, failed });
    } else if (request.type === "reset") {
      latencies = [];
      reply({ type: "reset" });
    } else if (request.type === "report") {
      const copy = Float64Array.from(latencies);
      const open = sockets.filter((socket) => socket.open).length;
      reply({ type: "report", latencies: copy, open }, [copy.buffer]);
    } else if (request.type === "stop") {
      for (const socket of sockets) socket.terminate();
      reply({ type: "stopped" });
      port.close();
    }
  });
}

if (isMainThread) runMain();
else runThread();

/** `ws`'s client, for comparison with the lean one. */
function openWs(url: string, onText: (payload: Buffer) => void): Promise<BenchSocket | null> {
  return new Promise((resolve) => {
    // The node's frames are its own JSON: the bench does not pay for checking their UTF-8.
    const socket = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
    socket.on("open", () =>
      resolve({
        send: (text) => socket.send(text),
        get open() {
          return socket.readyState === WebSocket.OPEN;
        },
        terminate: () => socket.terminate(),
      }),
    );
    socket.on("error", () => resolve(null));
    socket.on("message", onText);
  });
}
