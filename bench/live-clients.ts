import { WebSocket } from "ws";
import { type ClientsReply, type ClientsRequest, percentile, preciseNow } from "./live-protocol.ts";

/**
 * The live bench's WebSocket clients, in a process of their own so the node's process is measured
 * alone. Each subscribes to one channel and notes how long each publication took to arrive (the
 * node stamps `t` when it publishes); frames are not parsed beyond finding `"t":`.
 */
const sockets: WebSocket[] = [];
let latencies: number[] = [];
const reply = (message: ClientsReply) => process.send?.(message);

function onMessage(data: Buffer): void {
  const at = preciseNow();
  const start = data.indexOf('"t":');
  if (start < 0) return;
  const end = data.indexOf(",", start);
  latencies.push(at - Number(data.toString("latin1", start + 4, end)));
}

function open(url: string, channel: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    socket.on("open", () => {
      socket.send(JSON.stringify({ type: "subscribe", channels: [{ channel }] }));
      sockets.push(socket);
      resolve(true);
    });
    socket.on("error", () => resolve(false));
    socket.on("message", onMessage);
  });
}

process.on("message", async (request: ClientsRequest) => {
  if (request.type === "connect") {
    let failed = 0;
    // At most 500 handshakes in flight: the node's accept queue is not what is measured.
    while (sockets.length + failed < request.total) {
      const batch = Math.min(500, request.total - sockets.length - failed);
      const results = await Promise.all(
        Array.from({ length: batch }, () => open(request.url, request.channel)),
      );
      failed += results.filter((ok) => !ok).length;
    }
    reply({ type: "connected", open: sockets.length, failed });
  } else if (request.type === "reset") {
    latencies = [];
    reply({ type: "reset" });
  } else if (request.type === "report") {
    const sorted = Float64Array.from(latencies).sort();
    reply({
      type: "report",
      received: sorted.length,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1) ?? Number.NaN,
      open: sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length,
    });
  } else if (request.type === "stop") {
    for (const socket of sockets) socket.terminate();
    process.disconnect?.();
  }
});
