import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import {
  LIVE_CLOSE,
  type LiveClientFrame,
  type LiveErrorCode,
  liveChannelOwner,
  liveClientFrameSchema,
} from "@platform/contracts";
import { type RawData, WebSocket, WebSocketServer } from "ws";
import { consoleLog, type LiveBus, type LiveLog, type LivePosition, type LivePublication } from "./bus.ts";
import {
  errorFrame,
  PONG_FRAME,
  publicationFrame,
  refreshedFrame,
  subscribedFrame,
  textFrame,
} from "./frames.ts";

/*
 * The WebSocket hub of one node (docs/decisions/039). It attaches to the app's HTTP server (ws in
 * noServer mode, on one path), so Fastify keeps the port. Per channel it holds one bus subscription
 * whatever the number of sockets listening, builds each publication's frame once and sends the same
 * bytes to every subscriber.
 *
 * A subscribe reads the channel's history *after* the bus subscription is in place, and keeps the
 * live publications that arrive meanwhile aside: once the answer (missed publications or snapshot)
 * is sent, those kept aside follow, less the ones the answer already held. Afterwards every
 * publication must be the next offset of the same epoch; anything else (a gap the bus could not
 * fill, a new epoch) sends that subscriber through the same recovery again.
 *
 * With `expiry`, a connection's authentication ends: the page renews it with `refresh` frames, and
 * one still past its expiry is closed (LIVE_CLOSE.sessionEnded), so a player who logged out, or
 * whose session was revoked elsewhere, stops receiving their private channels within one expiry.
 */

/** Authentication that ends (a short-lived ticket or token), renewed by the client's `refresh` frames. */
export interface LiveExpiry<Principal> {
  /** When this principal's authentication ends, in ms on the server's `now` clock; null: never. */
  expiresAt(principal: Principal): number | null;
  /** The principal a refresh frame's credential names; null when it names none (forged, expired, logged out). */
  refresh(credential: string): Promise<Principal | null>;
  /** Whether `next` may take `current`'s place on a connection: the same player, never another one. */
  same(current: Principal, next: Principal): boolean;
  /** How often connections are checked for an expired authentication; default 1 s. */
  checkMs?: number;
}

export interface LiveServerOptions<Principal> {
  bus: LiveBus;
  /** The upgrade path this server answers; default "/live". Other paths are left to other handlers. */
  path?: string;
  /**
   * Whether a page of this Origin may connect (browsers always send it; the session cookie would
   * otherwise let another site's page read a player's channel). Refused with 403. Default: any.
   */
  verifyOrigin?: (origin: string | undefined, request: IncomingMessage) => boolean;
  /** Who is connecting (the app reads its session cookie); null: a visitor, public channels only. */
  authenticate: (request: IncomingMessage) => Promise<Principal | null>;
  /** May this connection subscribe to the channel? See authorizeUserChannels. */
  authorize: (principal: Principal | null, channel: string) => boolean;
  /**
   * The channel's current state, for a client that subscribes for the first time or cannot be
   * recovered. Called after the channel's position was read: it may already show publications that
   * follow, which the client then also receives.
   */
  snapshot?: (channel: string) => Promise<unknown>;
  /** A socket whose unsent bytes pass this is closed (LIVE_CLOSE.slowConsumer); default 1 MiB. */
  maxBufferedBytes?: number;
  /** WebSocket ping interval; a socket that did not answer the previous ping is terminated. Default 25 s. */
  heartbeatMs?: number;
  /** Channels one connection may hold; default 64. */
  maxChannels?: number;
  /** Largest frame a client may send (ws closes with 1009 past it); default 16 KiB. */
  maxPayload?: number;
  /** How long a closing socket may take to answer the close before it is cut; default 1 s. */
  closeGraceMs?: number;
  /** Authentication that expires; without it a principal lasts as long as its socket. */
  expiry?: LiveExpiry<Principal>;
  /** The clock of expiries (ms); default Date.now. */
  now?: () => number;
  log?: LiveLog;
}

export interface LiveServerStats {
  connections: number;
  /** Channels this node holds a bus subscription for. */
  channels: number;
  subscriptions: number;
  slowConsumersClosed: number;
  heartbeatTerminated: number;
  badFrames: number;
  /** Connections closed because their authentication expired unrenewed. */
  sessionsEnded: number;
}

interface Connection<Principal> {
  ws: WebSocket;
  /** The TCP socket under `ws`, looked up once: every publication is one write to it. */
  socket: RawSocket | null;
  principal: Principal | null;
  /** When the principal's authentication ends (`expiry`); null: never (or a visitor). */
  expiresAt: number | null;
  subscriptions: Map<string, Subscription<Principal>>;
  /** Answered the last ping (or sent anything) since the last heartbeat. */
  alive: boolean;
  closed: boolean;
  done: Promise<void>;
}

/** A publication with its frame, built once for every subscriber of this node. */
interface Outgoing {
  publication: LivePublication;
  /** The frame's JSON text. */
  text: Buffer;
  /** The whole WebSocket frame around it. */
  frame: Buffer;
}

interface Subscription<Principal> {
  channel: string;
  connection: Connection<Principal>;
  /** False while the history or the snapshot is read: publications wait in `pending`. */
  live: boolean;
  position: LivePosition | null;
  pending: Outgoing[];
  /** More publications arrived than `pending` keeps: recover again once live. */
  overflowed: boolean;
}

/** The node's listeners of one channel, behind one bus subscription. */
interface Hub<Principal> {
  subscriptions: Set<Subscription<Principal>>;
  /** Resolves once the bus delivers this channel's publications. */
  ready: Promise<void>;
  unsubscribe: (() => Promise<void>) | null;
  left: boolean;
}

/** Publications kept aside per subscription while its history loads. */
const MAX_PENDING = 1000;

const TEXT = { binary: false } as const;

export class LiveServer<Principal = unknown> {
  readonly #options: LiveServerOptions<Principal>;
  readonly #bus: LiveBus;
  readonly #path: string;
  readonly #maxBufferedBytes: number;
  readonly #maxChannels: number;
  readonly #closeGraceMs: number;
  readonly #log: LiveLog;
  readonly #wss: WebSocketServer;
  readonly #connections = new Set<Connection<Principal>>();
  readonly #hubs = new Map<string, Hub<Principal>>();
  readonly #snapshots = new Map<string, Promise<unknown>>();
  readonly #servers = new Set<Server>();
  readonly #unsubscribing = new Set<Promise<void>>();
  readonly #heartbeat: NodeJS.Timeout;
  readonly #expiryCheck: NodeJS.Timeout | null;
  readonly #now: () => number;
  #closing = false;
  #sessionsEnded = 0;
  #slowConsumersClosed = 0;
  #heartbeatTerminated = 0;
  #badFrames = 0;

  constructor(options: LiveServerOptions<Principal>) {
    this.#options = options;
    this.#bus = options.bus;
    this.#path = options.path ?? "/live";
    this.#maxBufferedBytes = options.maxBufferedBytes ?? 1024 * 1024;
    this.#maxChannels = options.maxChannels ?? 64;
    this.#closeGraceMs = options.closeGraceMs ?? 1000;
    this.#log = options.log ?? consoleLog;
    this.#wss = new WebSocketServer({
      noServer: true,
      maxPayload: options.maxPayload ?? 16 * 1024,
      perMessageDeflate: false,
      clientTracking: false,
    });
    this.#heartbeat = setInterval(() => this.#beat(), options.heartbeatMs ?? 25_000);
    this.#heartbeat.unref();
    this.#now = options.now ?? Date.now;
    // One sweep for every connection rather than a timer each: renewals then cost no timer churn.
    this.#expiryCheck = options.expiry
      ? setInterval(() => this.#expire(), options.expiry.checkMs ?? 1000)
      : null;
    this.#expiryCheck?.unref();
  }

  /**
   * Answers upgrades to the path on this HTTP server (Fastify: `app.server`). Upgrades to other
   * paths are left to the server's other `upgrade` listeners.
   */
  attach(server: Server): void {
    if (this.#servers.has(server)) return;
    this.#servers.add(server);
    server.on("upgrade", this.#onUpgrade);
  }

  /** For an app that routes upgrades itself. */
  async handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    // A client that resets during the authentication must not take the process down.
    const ignore = () => undefined;
    socket.on("error", ignore);
    if (this.#closing) return refuse(socket, "503 Service Unavailable");
    const verifyOrigin = this.#options.verifyOrigin;
    if (verifyOrigin && !verifyOrigin(request.headers.origin, request))
      return refuse(socket, "403 Forbidden");
    let principal: Principal | null;
    try {
      principal = await this.#options.authenticate(request);
    } catch (error) {
      this.#log.error({ err: error }, "live: authentication failed");
      return refuse(socket, "503 Service Unavailable");
    }
    socket.off("error", ignore);
    if (socket.destroyed) return;
    if (this.#closing) return refuse(socket, "503 Service Unavailable");
    this.#wss.handleUpgrade(request, socket, head, (ws) => this.#accept(ws, principal));
  }

  stats(): LiveServerStats {
    let subscriptions = 0;
    for (const connection of this.#connections) subscriptions += connection.subscriptions.size;
    return {
      connections: this.#connections.size,
      channels: this.#hubs.size,
      subscriptions,
      slowConsumersClosed: this.#slowConsumersClosed,
      heartbeatTerminated: this.#heartbeatTerminated,
      badFrames: this.#badFrames,
      sessionsEnded: this.#sessionsEnded,
    };
  }

  /** Stops answering upgrades, closes every socket (1001) and drops the bus subscriptions. */
  async close(): Promise<void> {
    this.#closing = true;
    clearInterval(this.#heartbeat);
    if (this.#expiryCheck) clearInterval(this.#expiryCheck);
    for (const server of this.#servers) server.off("upgrade", this.#onUpgrade);
    this.#servers.clear();
    const closing = [...this.#connections];
    for (const connection of closing) this.#disconnect(connection, LIVE_CLOSE.goingAway, "server closing");
    await Promise.all(closing.map((connection) => connection.done));
    await Promise.all([...this.#hubs.values()].map((hub) => hub.ready.catch(() => undefined)));
    await Promise.all([...this.#unsubscribing]);
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
  }

  readonly #onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = (request.url ?? "").split("?", 1)[0];
    if (path !== this.#path) return;
    void this.handleUpgrade(request, socket, head);
  };

  #accept(ws: WebSocket, principal: Principal | null): void {
    let resolveDone!: () => void;
    const connection: Connection<Principal> = {
      ws,
      socket: socketOf(ws),
      principal,
      expiresAt: principal === null ? null : (this.#options.expiry?.expiresAt(principal) ?? null),
      subscriptions: new Map(),
      alive: true,
      closed: false,
      done: new Promise<void>((resolve) => {
        resolveDone = resolve;
      }),
    };
    ws.on("close", () => {
      this.#forget(connection);
      resolveDone();
    });
    // ws reports protocol violations (a frame past maxPayload: 1009) here, then closes.
    ws.on("error", () => undefined);
    ws.on("pong", () => {
      connection.alive = true;
    });
    ws.on("message", (data, isBinary) => this.#receive(connection, data, isBinary));
    if (this.#closing) {
      this.#disconnect(connection, LIVE_CLOSE.goingAway, "server closing");
      return;
    }
    this.#connections.add(connection);
  }

  #receive(connection: Connection<Principal>, data: RawData, isBinary: boolean): void {
    connection.alive = true;
    const frame = parseClientFrame(data, isBinary);
    if (typeof frame === "string") {
      this.#badFrames += 1;
      this.#error(connection, "bad_frame", frame);
      return;
    }
    if (frame.type === "ping") {
      this.#send(connection, PONG_FRAME);
      return;
    }
    if (frame.type === "refresh") {
      void this.#refresh(connection, frame.credential);
      return;
    }
    if (frame.type === "unsubscribe") {
      for (const channel of frame.channels) {
        const subscription = connection.subscriptions.get(channel);
        if (subscription) this.#drop(subscription);
      }
      return;
    }
    for (const { channel, since } of frame.channels) {
      if (!this.#authorized(connection.principal, channel)) {
        this.#error(connection, "forbidden", "not your channel", channel);
        continue;
      }
      // Subscribing again to a channel (a client that saw a gap) starts it over from `since`.
      const existing = connection.subscriptions.get(channel);
      if (!existing && connection.subscriptions.size >= this.#maxChannels) {
        this.#error(connection, "too_many_channels", `at most ${this.#maxChannels} channels`, channel);
        continue;
      }
      const subscription: Subscription<Principal> = {
        channel,
        connection,
        live: false,
        position: null,
        pending: [],
        overflowed: false,
      };
      connection.subscriptions.set(channel, subscription);
      // Joined before the old one leaves, so the node keeps its bus subscription.
      this.#join(subscription);
      if (existing) this.#drop(existing);
      void this.#recover(subscription, since);
    }
  }

  /** A fresh credential for the connection's principal: accepted only for the same player. */
  async #refresh(connection: Connection<Principal>, credential: string): Promise<void> {
    const expiry = this.#options.expiry;
    const current = connection.principal;
    if (!expiry || current === null) {
      this.#error(connection, "unauthorized", "this connection has no credential to refresh");
      return;
    }
    let next: Principal | null;
    try {
      next = await expiry.refresh(credential);
    } catch (error) {
      this.#log.error({ err: error }, "live: refresh failed");
      this.#error(connection, "unavailable", "try again later");
      return;
    }
    if (connection.closed) return;
    if (next === null || !expiry.same(current, next)) {
      // The old credential still runs to its expiry: a refused refresh never extends it.
      this.#error(
        connection,
        "unauthorized",
        next === null ? "not a valid credential" : "another player's credential",
      );
      return;
    }
    const expiresAt = expiry.expiresAt(next);
    connection.principal = next;
    // Two refreshes answered out of order: the later expiry stands.
    connection.expiresAt =
      expiresAt === null || connection.expiresAt === null
        ? expiresAt
        : Math.max(expiresAt, connection.expiresAt);
    const left = connection.expiresAt === null ? null : Math.max(0, connection.expiresAt - this.#now());
    this.#send(connection, refreshedFrame(left === null ? null : Math.floor(left / 1000)));
  }

  /** Closes every connection whose authentication ended without a refresh. */
  #expire(): void {
    const now = this.#now();
    for (const connection of this.#connections) {
      if (connection.expiresAt === null || connection.expiresAt > now) continue;
      this.#sessionsEnded += 1;
      this.#disconnect(connection, LIVE_CLOSE.sessionEnded, "session ended");
    }
  }

  #authorized(principal: Principal | null, channel: string): boolean {
    try {
      return this.#options.authorize(principal, channel);
    } catch (error) {
      this.#log.error({ err: error, channel }, "live: authorize failed");
      return false;
    }
  }

  #join(subscription: Subscription<Principal>): void {
    const channel = subscription.channel;
    let hub = this.#hubs.get(channel);
    if (!hub) {
      const created: Hub<Principal> = {
        subscriptions: new Set(),
        ready: Promise.resolve(),
        unsubscribe: null,
        left: false,
      };
      created.ready = this.#bus
        .subscribe(channel, (publication) => this.#publish(created, publication))
        .then(
          (unsubscribe) => {
            created.unsubscribe = unsubscribe;
            if (created.left) this.#unsubscribe(created, channel);
          },
          (error: unknown) => {
            // The next subscriber tries again.
            if (this.#hubs.get(channel) === created) this.#hubs.delete(channel);
            created.left = true;
            throw error;
          },
        );
      // Seen by every subscriber's recovery; this keeps an unobserved rejection from being reported twice.
      created.ready.catch(() => undefined);
      this.#hubs.set(channel, created);
      hub = created;
    }
    hub.subscriptions.add(subscription);
  }

  #drop(subscription: Subscription<Principal>): void {
    const connection = subscription.connection;
    if (connection.subscriptions.get(subscription.channel) === subscription) {
      connection.subscriptions.delete(subscription.channel);
    }
    subscription.pending = [];
    const hub = this.#hubs.get(subscription.channel);
    if (!hub?.subscriptions.delete(subscription) || hub.subscriptions.size > 0) return;
    this.#hubs.delete(subscription.channel);
    hub.left = true;
    if (hub.unsubscribe) this.#unsubscribe(hub, subscription.channel);
  }

  #unsubscribe(hub: Hub<Principal>, channel: string): void {
    const unsubscribe = hub.unsubscribe;
    hub.unsubscribe = null;
    if (!unsubscribe) return;
    const done = unsubscribe()
      .catch((error: unknown) => this.#log.error({ err: error, channel }, "live: bus unsubscribe failed"))
      .finally(() => this.#unsubscribing.delete(done));
    this.#unsubscribing.add(done);
  }

  /** From the bus: one frame, offered to every subscriber of this node. */
  #publish(hub: Hub<Principal>, publication: LivePublication): void {
    if (hub.subscriptions.size === 0) return;
    const frame = textFrame(publicationFrame(publication));
    const outgoing = { publication, text: frame.payload, frame: frame.bytes };
    for (const subscription of hub.subscriptions) this.#offer(subscription, outgoing);
  }

  #offer(subscription: Subscription<Principal>, outgoing: Outgoing): void {
    if (!subscription.live) {
      if (subscription.pending.length < MAX_PENDING) subscription.pending.push(outgoing);
      else subscription.overflowed = true;
      return;
    }
    const position = subscription.position!;
    const { offset, epoch } = outgoing.publication;
    if (epoch === position.epoch) {
      // Already sent (in the recovery's answer, or a duplicate from the bus).
      if (offset <= position.offset) return;
      if (offset === position.offset + 1) {
        position.offset = offset;
        this.#send(subscription.connection, outgoing);
        return;
      }
    }
    void this.#recover(subscription, position, [outgoing]);
  }

  /**
   * Answers a subscribe (or a gap): the publications after `since` when the bus still has them all,
   * else the snapshot; then what arrived meanwhile, from the answer's offset on.
   */
  async #recover(
    subscription: Subscription<Principal>,
    since: LivePosition | undefined,
    pending: Outgoing[] = [],
  ): Promise<void> {
    subscription.live = false;
    subscription.pending = pending;
    subscription.overflowed = false;
    const { channel, connection } = subscription;
    let answer: string;
    let position: LivePosition;
    try {
      // Everything published after this is delivered to `pending`: no gap with the history read next.
      await this.#hubs.get(channel)?.ready;
      const history = await this.#bus.history(channel, since ? { ...since } : undefined);
      position = { offset: history.offset, epoch: history.epoch };
      if (since && history.publications) {
        answer = subscribedFrame(channel, position, { recovered: true, publications: history.publications });
      } else {
        const snapshot = this.#options.snapshot
          ? await this.#snapshot(channel, position, this.#options.snapshot)
          : undefined;
        answer = subscribedFrame(channel, position, { recovered: false, snapshot });
      }
    } catch (error) {
      if (!this.#current(subscription)) return;
      this.#log.error({ err: error, channel }, "live: subscribe failed");
      this.#drop(subscription);
      this.#error(connection, "unavailable", "try again later", channel);
      return;
    }
    if (!this.#current(subscription)) return;
    subscription.position = position;
    subscription.live = true;
    this.#send(connection, answer);
    const waiting = subscription.pending;
    const overflowed = subscription.overflowed;
    subscription.pending = [];
    // A gap found here starts another recovery, into whose `pending` the rest then goes.
    for (const outgoing of waiting) this.#offer(subscription, outgoing);
    if (overflowed && subscription.live) void this.#recover(subscription, { ...subscription.position });
  }

  /** Subscribers at the same position share one snapshot read. */
  #snapshot(
    channel: string,
    position: LivePosition,
    read: (channel: string) => Promise<unknown>,
  ): Promise<unknown> {
    const key = `${channel} ${position.epoch} ${position.offset}`;
    let snapshot = this.#snapshots.get(key);
    if (!snapshot) {
      snapshot = read(channel).finally(() => this.#snapshots.delete(key));
      this.#snapshots.set(key, snapshot);
    }
    return snapshot;
  }

  #current(subscription: Subscription<Principal>): boolean {
    const connection = subscription.connection;
    return !connection.closed && connection.subscriptions.get(subscription.channel) === subscription;
  }

  #send(connection: Connection<Principal>, data: string | Outgoing): void {
    const ws = connection.ws;
    if (connection.closed || ws.readyState !== WebSocket.OPEN) return;
    // The bytes a client does not read stay in this process: a client still holding more than the
    // limit unread goes. Checked before writing, so one large answer (a long recovery) can pass.
    if (ws.bufferedAmount > this.#maxBufferedBytes) {
      this.#slowConsumersClosed += 1;
      this.#disconnect(connection, LIVE_CLOSE.slowConsumer, "slow consumer");
      return;
    }
    if (typeof data === "string") {
      ws.send(data, TEXT);
      return;
    }
    // The publication's frame, as ws would write it, in one write of the shared bytes: ws.send
    // frames every message anew and writes header and payload as two buffers (on 10k loopback
    // sockets, 530–690 ms against 230–300 ms). Without permessage-deflate ws writes synchronously,
    // so this keeps the order of what ws itself sends.
    if (connection.socket) connection.socket.write(data.frame);
    else ws.send(data.text, TEXT);
  }

  #error(connection: Connection<Principal>, code: LiveErrorCode, message: string, channel?: string): void {
    this.#send(connection, errorFrame(code, message, channel));
  }

  /** Closes with a code, forgets the connection now, and cuts the socket if the close is not answered. */
  #disconnect(connection: Connection<Principal>, code: number, reason: string): void {
    this.#forget(connection);
    const ws = connection.ws;
    ws.close(code, reason);
    const cut = setTimeout(() => ws.terminate(), this.#closeGraceMs);
    cut.unref();
    ws.once("close", () => clearTimeout(cut));
  }

  #forget(connection: Connection<Principal>): void {
    if (connection.closed) return;
    connection.closed = true;
    this.#connections.delete(connection);
    for (const subscription of [...connection.subscriptions.values()]) this.#drop(subscription);
  }

  #beat(): void {
    for (const connection of this.#connections) {
      if (!connection.alive) {
        this.#heartbeatTerminated += 1;
        this.#forget(connection);
        connection.ws.terminate();
        continue;
      }
      connection.alive = false;
      connection.ws.ping();
    }
  }
}

/** Public channels for everyone; `user:{id}` only for the connection whose principal is that player. */
export function authorizeUserChannels<Principal>(
  userIdOf: (principal: Principal) => string,
): (principal: Principal | null, channel: string) => boolean {
  return (principal, channel) => {
    const owner = liveChannelOwner(channel);
    return owner === null || (principal !== null && userIdOf(principal) === owner);
  };
}

/**
 * The TCP socket under a ws 8 WebSocket (a private field: if a ws version lacks it, publications go
 * through ws.send instead). ws's bufferedAmount counts what is written to it.
 */
function socketOf(ws: WebSocket): RawSocket | null {
  const socket = (ws as unknown as { _socket?: { write?: unknown } | null })._socket;
  return socket && typeof socket.write === "function" ? (socket as RawSocket) : null;
}

interface RawSocket {
  write(chunk: Buffer): boolean;
}

/** The client's frame, or why it is not one. */
function parseClientFrame(data: RawData, isBinary: boolean): LiveClientFrame | string {
  if (isBinary) return "frames are JSON text";
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(data));
  } catch {
    return "not JSON";
  }
  const result = liveClientFrameSchema.safeParse(parsed);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  return issue ? `${issue.path.join(".")}: ${issue.message}` : "not a client frame";
}

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
