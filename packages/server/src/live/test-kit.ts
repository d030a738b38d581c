import { randomUUID } from "node:crypto";
import { type ClientRequestArgs, createServer, type IncomingMessage, type Server } from "node:http";
import { connect, type Socket } from "node:net";
import { type LiveServerFrame, liveServerFrameSchema } from "@platform/contracts";
import { Redis } from "ioredis";
import { WebSocket } from "ws";
import type { LiveBus } from "./bus.ts";
import { authorizeUserChannels, LiveServer, type LiveServerOptions } from "./live-server.ts";
import { MemoryBus } from "./memory-bus.ts";
import { RedisBus } from "./redis-bus.ts";
import { redisAnswers } from "./redis-probe.ts";

/*
 * What the live layer's tests share: real servers on 127.0.0.1 ephemeral ports, real ws clients,
 * the machine's Redis under a key prefix of their own, and a clock the tests move.
 */

export const REDIS_URL = process.env.LIVE_REDIS_URL ?? "redis://127.0.0.1:6379";

/**
 * Redis tests run unless Redis does not answer AND LIVE_REDIS_OPTIONAL=1: CI has Redis, so a missing
 * one there fails the tests instead of skipping them.
 */
export const skipRedis = process.env.LIVE_REDIS_OPTIONAL === "1" && !(await redisAnswers(REDIS_URL));

/** A clock the test moves. */
export function testClock(start = Date.now()) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

export interface BusKit {
  name: "memory" | "redis";
  /** A bus; with Redis, every bus of the kit shares one prefix (nodes of one system). */
  bus(options?: { now?: () => number; windowMs?: number; maxHistory?: number }): LiveBus;
  /** Loses every channel's history, as a Redis restart without persistence (or a new process) would. */
  wipe(): Promise<void>;
  close(): Promise<void>;
}

export function memoryKit(): BusKit {
  const buses: MemoryBus[] = [];
  return {
    name: "memory",
    // Each call is another process's bus: memory buses share nothing.
    bus(options = {}) {
      const bus = new MemoryBus(options);
      buses.push(bus);
      return bus;
    },
    // A memory bus loses its history with its process: the test makes a new bus.
    async wipe() {},
    async close() {
      await Promise.all(buses.map((bus) => bus.close()));
    },
  };
}

export function redisKit(): BusKit & { prefix: string; admin: Redis } {
  const prefix = `live-test:${randomUUID()}:`;
  const buses: RedisBus[] = [];
  const admin = new Redis(REDIS_URL);
  const keys = async () => {
    const found: string[] = [];
    let cursor = "0";
    do {
      const [next, batch] = await admin.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000);
      cursor = next;
      found.push(...batch);
    } while (cursor !== "0");
    return found;
  };
  const wipe = async () => {
    const found = await keys();
    if (found.length > 0) await admin.del(...found);
  };
  return {
    name: "redis",
    prefix,
    admin,
    bus(options = {}) {
      const bus = new RedisBus({ url: REDIS_URL, prefix, ...options });
      buses.push(bus);
      return bus;
    },
    wipe,
    async close() {
      await Promise.all(buses.map((bus) => bus.close()));
      await wipe();
      await admin.quit();
    },
  };
}

export interface Principal {
  userId: string;
}

/** Sessions as the app's cookie would carry them: anything else is a forged or expired one. */
const SESSIONS: Record<string, Principal> = { "s-alice": { userId: "alice" }, "s-bob": { userId: "bob" } };

export async function cookieSession(request: IncomingMessage): Promise<Principal | null> {
  const token = /(?:^|;\s*)session=([^;]+)/.exec(request.headers.cookie ?? "")?.[1];
  return (token && SESSIONS[token]) || null;
}

export interface Node {
  live: LiveServer<Principal>;
  http: Server;
  url: string;
  close(): Promise<void>;
}

export async function startNode(
  bus: LiveBus,
  options: Partial<LiveServerOptions<Principal>> = {},
): Promise<Node> {
  const http = createServer((_request, response) => {
    response.statusCode = 404;
    response.end();
  });
  const live = new LiveServer<Principal>({
    bus,
    authenticate: cookieSession,
    authorize: authorizeUserChannels((principal) => principal.userId),
    snapshot: async (channel) => ({ snapshotOf: channel }),
    ...options,
  });
  live.attach(http);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const address = http.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return {
    live,
    http,
    url: `ws://127.0.0.1:${address.port}/live`,
    async close() {
      await live.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** A test client: every frame it receives, checked against the contract's schema. */
export class Peer {
  readonly ws: WebSocket;
  /** The TCP socket under it (pause it to play a client that stops reading). */
  socket: Socket | null = null;
  readonly frames: LiveServerFrame[] = [];
  readonly invalid: unknown[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly #waiters = new Set<() => void>();

  private constructor(url: string, session?: string) {
    this.ws = new WebSocket(url, {
      headers: session ? { cookie: `session=${session}` } : {},
      createConnection: (options: ClientRequestArgs) => {
        this.socket = connect({ port: Number(options.port), host: options.host ?? "127.0.0.1" });
        return this.socket;
      },
    });
    this.closed = new Promise((resolve) => {
      this.ws.on("close", (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.#wake();
      });
    });
    this.ws.on("error", () => undefined);
    this.ws.on("message", (data) => {
      const parsed = liveServerFrameSchema.safeParse(JSON.parse(String(data)));
      if (parsed.success) this.frames.push(parsed.data);
      else this.invalid.push(String(data));
      this.#wake();
    });
  }

  static async open(url: string, session?: string): Promise<Peer> {
    const peer = new Peer(url, session);
    await new Promise<void>((resolve, reject) => {
      peer.ws.once("open", () => resolve());
      peer.ws.once("error", reject);
    });
    return peer;
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === "string" ? frame : JSON.stringify(frame));
  }

  subscribe(channel: string, since?: { offset: number; epoch: string }): void {
    this.send({ type: "subscribe", channels: [since ? { channel, since } : { channel }] });
  }

  /** Waits for the first frame (from `from` on) that matches. */
  async next<T extends LiveServerFrame["type"]>(
    type: T,
    match: (frame: Extract<LiveServerFrame, { type: T }>) => boolean = () => true,
    from = 0,
  ): Promise<Extract<LiveServerFrame, { type: T }>> {
    let found: Extract<LiveServerFrame, { type: T }> | undefined;
    await this.until(() => {
      found = this.frames
        .slice(from)
        .find(
          (frame): frame is Extract<LiveServerFrame, { type: T }> =>
            frame.type === type && match(frame as never),
        );
      return found !== undefined;
    }, `a ${type} frame`);
    return found!;
  }

  /** Publications of a channel in the order received: recovered ones (from `subscribed`) then live ones. */
  received(channel: string): { offset: number; data: unknown }[] {
    return this.frames.flatMap((frame) => {
      if (!("channel" in frame) || frame.channel !== channel) return [];
      if (frame.type === "publication") return [{ offset: frame.offset, data: frame.data }];
      if (frame.type === "subscribed") return frame.publications ?? [];
      return [];
    });
  }

  async until(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
    if (condition()) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiters.delete(check);
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      const check = () => {
        if (!condition()) return;
        clearTimeout(timer);
        this.#waiters.delete(check);
        resolve();
      };
      this.#waiters.add(check);
    });
  }

  close(): void {
    this.ws.terminate();
  }

  #wake(): void {
    for (const waiter of [...this.#waiters]) waiter();
  }
}

/** Polls a condition on the server side (stats), for what no frame announces. */
export async function eventually(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
