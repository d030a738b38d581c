import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import net from "node:net";
import type { Duplex } from "node:stream";

/*
 * The scale-out's load balancer for this machine (docs/decisions/043-scale-out.md): round robin over
 * the healthy nodes of a pool chosen by path prefix (/aggregator → the aggregator nodes, the rest →
 * the platform nodes), HTTP and WebSocket upgrades alike, no sticky sessions. What nginx's upstream
 * module does for the compose deployment (docker/nginx.conf), in Node's own http and net.
 *
 * - A node is taken out when a connection to it fails, and when its health path stops answering 200
 *   (checked every `healthEveryMs`); it comes back once its health answers again.
 * - A request whose connection to a node could not be made (nothing was sent) goes to the next node.
 *   One whose node died after it was sent is retried only if it is a GET or HEAD: a POST may have
 *   been carried out (a bet placed), so it gets 502 and the client decides — nginx's default since
 *   1.9.13 (`proxy_next_upstream` never repeats a non-idempotent request).
 * - A WebSocket is piped both ways to one node; when that node dies the socket closes and the client
 *   reconnects through the balancer to another node, where the live layer resumes it from its
 *   offset (Redis streams): this is why no stickiness is needed.
 * - The nodes are told who the client is (X-Forwarded-For, -Proto, -Host); they believe it only from
 *   the balancer's address (TRUST_PROXY=loopback here).
 */

export interface PoolOptions {
  name: string;
  /** Requests whose path is this prefix or under it; the longest matching prefix wins ("/" for the rest). */
  prefix: string;
  /** Origins of the nodes, e.g. http://127.0.0.1:4101. */
  upstreams: string[];
  /** A GET that answers 200 while the node can serve (it checks the node's database). */
  healthPath: string;
}

export interface BalancerOptions {
  pools: PoolOptions[];
  /** How often every node's health path is asked once `watch()` is called (1 s). */
  healthEveryMs?: number;
  /** A health answer slower than this counts as down (2 s). */
  healthTimeoutMs?: number;
  /** A node whose connection failed is skipped this long unless its health answers first (2 s). */
  downMs?: number;
  /** A connection to a node not made within this is a failed one (2 s). */
  connectTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface UpstreamStats {
  pool: string;
  origin: string;
  up: boolean;
  /** Requests and upgrades this node answered (a connection made to it). */
  served: number;
  /** Connections to it that failed. */
  failures: number;
}

interface Upstream {
  pool: string;
  url: URL;
  up: boolean;
  downUntil: number;
  served: number;
  failures: number;
}

interface Pool {
  options: PoolOptions;
  upstreams: Upstream[];
  next: number;
}

/** Hop-by-hop headers (RFC 9110 §7.6.1): about one connection, never forwarded. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/** The balancer's own page: each node, up or down, and what it served (nginx's stub_status, in JSON). */
export const STATUS_PATH = "/__balancer";

const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS"]);

/** Errors that mean no connection was made: nothing reached the node, any request may go elsewhere. */
const CONNECT_ERRORS = new Set(["ECONNREFUSED", "EHOSTUNREACH", "ENETUNREACH", "ECONNABORTED", "ETIMEDOUT"]);

export class Balancer {
  readonly server: http.Server;
  readonly #pools: Pool[];
  readonly #options: Required<Omit<BalancerOptions, "pools">>;
  // Idle sockets are dropped after 30 s, before a node's own keep-alive timeout (Fastify: 72 s) could
  // close one just as it is reused.
  readonly #agent = new http.Agent({ keepAlive: true, maxSockets: 256, scheduling: "lifo", timeout: 30_000 });
  readonly #tunnels = new Set<Duplex>();
  #health: NodeJS.Timeout | null = null;

  constructor(options: BalancerOptions) {
    this.#options = {
      healthEveryMs: options.healthEveryMs ?? 1_000,
      healthTimeoutMs: options.healthTimeoutMs ?? 2_000,
      downMs: options.downMs ?? 2_000,
      connectTimeoutMs: options.connectTimeoutMs ?? 2_000,
      log: options.log ?? (() => undefined),
    };
    // Longest prefix first, so /aggregator wins over /.
    this.#pools = [...options.pools]
      .sort((a, b) => b.prefix.length - a.prefix.length)
      .map((pool) => ({
        options: pool,
        next: 0,
        upstreams: pool.upstreams.map((origin) => ({
          pool: pool.name,
          url: new URL(origin),
          up: true,
          downUntil: 0,
          served: 0,
          failures: 0,
        })),
      }));
    this.server = http.createServer((request, response) => {
      if (request.url === STATUS_PATH) return this.#status(response);
      this.#proxy(request, response);
    });
    this.server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) =>
      this.#tunnel(request, socket, head),
    );
    // A client that resets mid-request must not take the balancer down.
    this.server.on("clientError", (_error, socket) => socket.destroy());
    // Idle client connections are kept 75 s (nginx's keepalive_timeout), not Node's 5 s: a client
    // that reuses one just as the balancer closes it gets a reset, which for a POST (a cash-out)
    // it cannot safely repeat.
    this.server.keepAliveTimeout = 75_000;
    this.server.headersTimeout = 80_000;
  }

  async listen(port: number, host = "127.0.0.1"): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(port, host, () => {
        this.server.off("error", reject);
        resolve();
      });
    });
    return (this.server.address() as net.AddressInfo).port;
  }

  /**
   * Checks every node's health now and every `healthEveryMs` from now on. Called once the nodes
   * have started: until then a node that is still migrating would be logged down for nothing.
   */
  async watch(): Promise<void> {
    if (this.#health) return;
    this.#health = setInterval(() => void this.checkHealth(), this.#options.healthEveryMs);
    await this.checkHealth();
  }

  async close(): Promise<void> {
    if (this.#health) clearInterval(this.#health);
    for (const socket of this.#tunnels) socket.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.#agent.destroy();
  }

  /** Adds a node to a pool (a node started later, or restarted on another port). */
  add(poolName: string, origin: string): void {
    const pool = this.#pools.find((candidate) => candidate.options.name === poolName);
    if (!pool) throw new Error(`no pool ${poolName}`);
    pool.upstreams.push({
      pool: poolName,
      url: new URL(origin),
      up: true,
      downUntil: 0,
      served: 0,
      failures: 0,
    });
  }

  /** Takes a node out for good (stopped on purpose). */
  remove(origin: string): void {
    const href = new URL(origin).href;
    for (const pool of this.#pools) {
      pool.upstreams = pool.upstreams.filter((upstream) => upstream.url.href !== href);
    }
  }

  stats(): UpstreamStats[] {
    return this.#pools.flatMap((pool) =>
      pool.upstreams.map((upstream) => ({
        pool: upstream.pool,
        origin: upstream.url.origin,
        up: this.#available(upstream),
        served: upstream.served,
        failures: upstream.failures,
      })),
    );
  }

  /** Asks every node's health path once; exposed so tests need no timer. */
  async checkHealth(): Promise<void> {
    await Promise.all(
      this.#pools.flatMap((pool) =>
        pool.upstreams.map(async (upstream) => {
          const healthy = await this.#healthy(upstream, pool.options.healthPath);
          if (healthy) upstream.downUntil = 0;
          this.#mark(upstream, healthy);
        }),
      ),
    );
  }

  #status(response: ServerResponse): void {
    const body = JSON.stringify({ nodes: this.stats() }, null, 2);
    response.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
    response.end(body);
  }

  #healthy(upstream: Upstream, path: string): Promise<boolean> {
    return new Promise((resolve) => {
      const request = http.get(
        new URL(path, upstream.url),
        { agent: false, timeout: this.#options.healthTimeoutMs },
        (response) => {
          response.resume();
          resolve(response.statusCode === 200);
        },
      );
      request.on("timeout", () => request.destroy(new Error("health check timed out")));
      request.on("error", () => resolve(false));
    });
  }

  #mark(upstream: Upstream, up: boolean): void {
    if (upstream.up === up) return;
    upstream.up = up;
    this.#options.log(`${upstream.pool} ${upstream.url.origin} is ${up ? "back up" : "down"}`);
  }

  #available(upstream: Upstream): boolean {
    return upstream.up && upstream.downUntil <= Date.now();
  }

  #failed(upstream: Upstream): void {
    upstream.failures++;
    upstream.downUntil = Date.now() + this.#options.downMs;
    this.#mark(upstream, false);
  }

  #poolOf(url: string): Pool | undefined {
    const path = url.split("?")[0] ?? "/";
    return this.#pools.find(({ options: { prefix } }) =>
      prefix === "/" ? true : path === prefix || path.startsWith(`${prefix}/`),
    );
  }

  /**
   * The nodes to try in order: the healthy ones from the round-robin position, then (when every
   * one looks down) all of them, since a check may be stale and a try costs little.
   */
  #candidates(pool: Pool): Upstream[] {
    const count = pool.upstreams.length;
    const start = pool.next++ % Math.max(1, count);
    const ordered = pool.upstreams.map((_, index) => pool.upstreams[(start + index) % count]!);
    const healthy = ordered.filter((upstream) => this.#available(upstream));
    return healthy.length > 0 ? healthy : ordered;
  }

  #forwardedHeaders(request: IncomingMessage): Record<string, string> {
    const client = request.socket.remoteAddress ?? "";
    const prior = request.headers["x-forwarded-for"];
    return {
      "x-forwarded-for": prior ? `${String(prior)}, ${client}` : client,
      "x-forwarded-proto": "http",
      "x-forwarded-host": request.headers.host ?? "",
    };
  }

  #proxy(request: IncomingMessage, response: ServerResponse): void {
    const pool = this.#poolOf(request.url ?? "/");
    if (!pool || pool.upstreams.length === 0) {
      badGateway(response, "no node serves this path");
      return;
    }
    const headers: IncomingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    }
    Object.assign(headers, this.#forwardedHeaders(request));
    const candidates = this.#candidates(pool);

    const attempt = (index: number): void => {
      const upstream = candidates[index];
      if (!upstream) {
        badGateway(response, `no ${pool.options.name} node answered`);
        return;
      }
      const outgoing = http.request({
        protocol: upstream.url.protocol,
        hostname: upstream.url.hostname,
        port: upstream.url.port,
        method: request.method,
        path: request.url,
        headers,
        agent: this.#agent,
      });
      let sent = false;
      const connectTimer = setTimeout(
        () => outgoing.destroy(Object.assign(new Error("connect timeout"), { code: "ETIMEDOUT" })),
        this.#options.connectTimeoutMs,
      );
      // The body goes out only once a connection is made, so a refused one can be tried elsewhere.
      outgoing.on("socket", (socket) => {
        const send = () => {
          clearTimeout(connectTimer);
          sent = true;
          upstream.served++;
          // A GET repeated on another node: its (empty) body was read by the first try.
          if (request.readableEnded) outgoing.end();
          else request.pipe(outgoing);
        };
        if ((socket as net.Socket).connecting) socket.once("connect", send);
        else send();
      });
      outgoing.on("response", (answer) => {
        const raw: string[] = [];
        for (let at = 0; at < answer.rawHeaders.length; at += 2) {
          const name = answer.rawHeaders[at]!;
          if (!HOP_BY_HOP.has(name.toLowerCase())) raw.push(name, answer.rawHeaders[at + 1]!);
        }
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, raw);
        answer.pipe(response);
        answer.on("error", () => response.destroy());
      });
      outgoing.on("error", (error: NodeJS.ErrnoException) => {
        clearTimeout(connectTimer);
        if (response.headersSent) return response.destroy();
        const notConnected = !sent && CONNECT_ERRORS.has(error.code ?? "");
        const safeToRepeat = IDEMPOTENT.has(request.method ?? "") && request.readableEnded;
        if (notConnected || error.code === "ECONNRESET") this.#failed(upstream);
        if (notConnected || (safeToRepeat && error.code === "ECONNRESET")) return attempt(index + 1);
        badGateway(response, `the ${pool.options.name} node failed: ${error.code ?? error.message}`);
      });
      // The client left: stop asking the node on its behalf.
      response.on("close", () => {
        if (!response.writableFinished) outgoing.destroy();
      });
    };
    attempt(0);
  }

  #tunnel(request: IncomingMessage, client: Duplex, head: Buffer): void {
    const pool = this.#poolOf(request.url ?? "/");
    client.on("error", () => client.destroy());
    if (!pool || pool.upstreams.length === 0) {
      refuseUpgrade(client);
      return;
    }
    const candidates = this.#candidates(pool);

    const attempt = (index: number): void => {
      const upstream = candidates[index];
      if (!upstream) {
        refuseUpgrade(client);
        return;
      }
      const node = net.connect({ host: upstream.url.hostname, port: Number(upstream.url.port) });
      node.setTimeout(this.#options.connectTimeoutMs, () =>
        node.destroy(Object.assign(new Error("connect timeout"), { code: "ETIMEDOUT" })),
      );
      let connected = false;
      node.once("connect", () => {
        connected = true;
        node.setTimeout(0);
        upstream.served++;
        this.#tunnels.add(client);
        this.#tunnels.add(node);
        // The handshake as received (Upgrade and Connection included: they are the point here),
        // plus who the client is.
        const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
        for (let at = 0; at < request.rawHeaders.length; at += 2) {
          const name = request.rawHeaders[at]!;
          if (!name.toLowerCase().startsWith("x-forwarded-"))
            lines.push(`${name}: ${request.rawHeaders[at + 1]}`);
        }
        for (const [name, value] of Object.entries(this.#forwardedHeaders(request)))
          lines.push(`${name}: ${value}`);
        node.write(`${lines.join("\r\n")}\r\n\r\n`);
        if (head.length > 0) node.write(head);
        node.pipe(client);
        client.pipe(node);
      });
      const end = () => {
        this.#tunnels.delete(client);
        this.#tunnels.delete(node);
        client.destroy();
        node.destroy();
      };
      node.on("error", (error: NodeJS.ErrnoException) => {
        if (connected) return end();
        this.#failed(upstream);
        if (CONNECT_ERRORS.has(error.code ?? "")) attempt(index + 1);
        else end();
      });
      node.on("close", () => {
        if (connected) end();
      });
      client.on("close", () => {
        if (connected) end();
        else node.destroy();
      });
    };
    attempt(0);
  }
}

function badGateway(response: ServerResponse, message: string): void {
  if (response.headersSent) return void response.destroy();
  const body = JSON.stringify({ status: "error", message });
  response.writeHead(502, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  response.end(body);
}

function refuseUpgrade(client: Duplex): void {
  client.end("HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
}
