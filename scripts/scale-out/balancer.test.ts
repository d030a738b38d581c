import http, { type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { Balancer, STATUS_PATH } from "./balancer.ts";

/*
 * The scale-out's balancer against real nodes on 127.0.0.1 (plain http servers and a ws server):
 * routing by prefix, round robin, what the nodes are told, a dead node skipped without the client
 * noticing, a POST never sent twice, and WebSockets piped to one node and re-dialled to another.
 */

interface Node {
  name: string;
  server: Server;
  origin: string;
  seen: { method: string; url: string; headers: IncomingMessage["headers"]; body: string }[];
  close(): Promise<void>;
}

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function startNode(
  name: string,
  options: {
    port?: number;
    handle?: (request: IncomingMessage, response: http.ServerResponse) => boolean;
  } = {},
): Promise<Node> {
  const seen: Node["seen"] = [];
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    seen.push({
      method: request.method ?? "",
      url: request.url ?? "",
      headers: request.headers,
      body: Buffer.concat(chunks).toString(),
    });
    if (options.handle?.(request, response)) return;
    if (request.url?.endsWith("/health")) return void response.end("ok");
    response.setHeader("set-cookie", [`a=${name}`, "b=2"]);
    response.end(JSON.stringify({ node: name, url: request.url }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const node: Node = {
    name,
    server,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  cleanup.push(() => node.close());
  return node;
}

async function startBalancer(pools: ConstructorParameters<typeof Balancer>[0]["pools"]) {
  // No health timer: the tests call checkHealth() when they mean to.
  const balancer = new Balancer({ pools, downMs: 60_000 });
  const port = await balancer.listen(0);
  cleanup.push(() => balancer.close());
  return { balancer, origin: `http://127.0.0.1:${port}` };
}

async function get(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** A free port nobody listens on (a node that died). */
async function deadPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("the scale-out balancer", () => {
  test("routes by the longest prefix, round robin, and tells the node who asked", async () => {
    const [p1, p2, g1, g2] = await Promise.all(["p1", "p2", "g1", "g2"].map((name) => startNode(name)));
    const { origin } = await startBalancer([
      { name: "platform", prefix: "/", upstreams: [p1!.origin, p2!.origin], healthPath: "/api/health" },
      {
        name: "aggregator",
        prefix: "/aggregator",
        upstreams: [g1!.origin, g2!.origin],
        healthPath: "/aggregator/health",
      },
    ]);

    const pages = await Promise.all([1, 2, 3, 4].map((n) => get(`${origin}/page-${n}`)));
    const games = await Promise.all([1, 2].map((n) => get(`${origin}/aggregator/v1/x?n=${n}`)));
    // "/aggregatorx" is not under /aggregator: the platform's.
    const lookalike = await get(`${origin}/aggregatorx`);

    expect(pages.map((page) => JSON.parse(page.body).node).sort()).toEqual(["p1", "p1", "p2", "p2"]);
    expect(games.map((page) => JSON.parse(page.body).node).sort()).toEqual(["g1", "g2"]);
    expect(JSON.parse(lookalike.body).node).toMatch(/^p/);
    // Every Set-Cookie of the node reaches the client.
    expect(pages[0]!.headers.getSetCookie()).toHaveLength(2);

    const request = p1!.seen[0]!;
    expect(request.headers.host).toBe(new URL(origin).host);
    expect(request.headers["x-forwarded-for"]).toBe("127.0.0.1");
    expect(request.headers["x-forwarded-proto"]).toBe("http");
    expect(request.headers["x-forwarded-host"]).toBe(new URL(origin).host);
  });

  test("a POST body reaches the node whole, and a forged X-Forwarded-For is kept behind the real address", async () => {
    const node = await startNode("p1");
    const { origin } = await startBalancer([
      { name: "platform", prefix: "/", upstreams: [node.origin], healthPath: "/health" },
    ]);
    const body = JSON.stringify({ bets: Array.from({ length: 2_000 }, (_, slot) => ({ slot })) });
    const answer = await get(`${origin}/api/bets`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "6.6.6.6" },
      body,
    });
    expect(answer.status).toBe(200);
    expect(node.seen[0]!.body).toBe(body);
    // The node trusts the balancer (the last hop), which appends the address it saw.
    expect(node.seen[0]!.headers["x-forwarded-for"]).toBe("6.6.6.6, 127.0.0.1");
  });

  test("a node that is gone is skipped: every request answers, POSTs included, and it is marked down", async () => {
    const alive = await startNode("alive");
    const gone = `http://127.0.0.1:${await deadPort()}`;
    const { origin, balancer } = await startBalancer([
      { name: "platform", prefix: "/", upstreams: [gone, alive.origin], healthPath: "/health" },
    ]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        get(`${origin}/api/thing/${n}`, { method: n % 2 ? "POST" : "GET", body: n % 2 ? "{}" : null }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(alive.seen).toHaveLength(10);
    const stats = balancer.stats();
    expect(stats.find((node) => node.origin === gone)).toMatchObject({ up: false, served: 0 });
    expect(stats.find((node) => node.origin === gone)!.failures).toBeGreaterThan(0);
    // The balancer's own status page says the same.
    const status = JSON.parse((await get(`${origin}${STATUS_PATH}`)).body) as { nodes: typeof stats };
    expect(status.nodes.find((node) => node.origin === gone)).toMatchObject({ up: false });

    // It comes back on the same port: its health check brings it in again.
    const back = await startNode("back", { port: Number(new URL(gone).port) });
    await balancer.checkHealth();
    expect(balancer.stats().find((node) => node.origin === gone)!.up).toBe(true);
    await Promise.all(Array.from({ length: 4 }, (_, n) => get(`${origin}/again/${n}`)));
    expect(back.seen.filter((request) => request.url.startsWith("/again"))).toHaveLength(2);
  });

  test("a node that dies while a POST is in it: 502, never repeated elsewhere; a GET is repeated", async () => {
    const dies = () =>
      startNode("dies", {
        handle(request, response) {
          if (request.url === "/health") return false;
          response.socket?.destroy();
          return true;
        },
      });
    const [first, other] = await Promise.all([dies(), startNode("other")]);
    const { origin } = await startBalancer([
      { name: "platform", prefix: "/", upstreams: [first.origin, other.origin], healthPath: "/health" },
    ]);
    const posted = await get(`${origin}/aggregator-less/bet`, { method: "POST", body: '{"amount":100}' });
    expect(posted.status).toBe(502);
    expect(first.seen.map((request) => request.method)).toEqual(["POST"]);
    expect(other.seen).toHaveLength(0);

    // The dying node is down now; a fresh one takes its place for the GET case.
    const second = await dies();
    const { origin: origin2 } = await startBalancer([
      { name: "platform", prefix: "/", upstreams: [second.origin, other.origin], healthPath: "/health" },
    ]);
    const read = await get(`${origin2}/read`);
    expect(read.status).toBe(200);
    expect(JSON.parse(read.body).node).toBe("other");
    expect(second.seen.map((request) => request.url)).toEqual(["/read"]);
  });

  test("a WebSocket is piped to one node; when that node dies, the client re-dials and lands on another", async () => {
    const nodes = await Promise.all(
      ["w1", "w2"].map(async (name) => {
        const node = await startNode(name);
        const wss = new WebSocketServer({ noServer: true });
        node.server.on("upgrade", (request, socket, head) => {
          wss.handleUpgrade(request, socket, head, (ws) => {
            ws.send(JSON.stringify({ node: name, forwardedFor: request.headers["x-forwarded-for"] }));
            ws.on("message", (data) => ws.send(`${name}:${String(data)}`));
          });
        });
        cleanup.push(
          () =>
            new Promise((resolve) => {
              for (const client of wss.clients) client.terminate();
              wss.close(() => resolve());
            }),
        );
        return { ...node, wss };
      }),
    );
    const { origin } = await startBalancer([
      { name: "platform", prefix: "/", upstreams: [nodes[0]!.origin], healthPath: "/health" },
      {
        name: "aggregator",
        prefix: "/aggregator",
        upstreams: nodes.map((node) => node.origin),
        healthPath: "/health",
      },
    ]);
    const open = async () => {
      const ws = new WebSocket(`${origin.replace("http", "ws")}/aggregator/live?ticket=t`);
      const frames: string[] = [];
      ws.on("message", (data) => frames.push(String(data)));
      await new Promise<void>((resolve, reject) => {
        ws.once("open", () => resolve());
        ws.once("error", reject);
      });
      await until(() => frames.length > 0);
      return { ws, frames, node: JSON.parse(frames[0]!).node as string };
    };
    const first = await open();
    expect(JSON.parse(first.frames[0]!).forwardedFor).toBe("127.0.0.1");
    first.ws.send("ping");
    await until(() => first.frames.length > 1);
    expect(first.frames[1]).toBe(`${first.node}:ping`);

    const closed = new Promise<number>((resolve) => first.ws.once("close", (code) => resolve(code)));
    const dying = nodes.find((node) => node.name === first.node)!;
    for (const client of dying.wss.clients) client.terminate();
    await dying.close();
    expect(await closed).toBe(1006);

    const again = await open();
    expect(again.node).not.toBe(first.node);
    again.ws.close();
  });
});

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
