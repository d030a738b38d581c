import type { LiveClientFrame, LivePosition, LiveServerFrame } from "./live.ts";
import { LIVE_CLOSE, LIVE_MAX_CHANNELS_PER_FRAME, type LiveErrorCode } from "./live-codes.ts";

/*
 * The browser's side of the live layer (docs/decisions/039): one WebSocket per page for every
 * channel it listens to. It reconnects with capped exponential backoff and jitter (so a node that
 * restarts is not hit by every page at the same instant), resubscribes each channel from the last
 * position it saw, and drops what it already has. No zod and no Node imports: the server is ours
 * and validates what we send; what it sends us is only dispatched on `type`.
 *
 * A credential that expires (a ticket in the URL) is renewed with `refresh(credential)` on the open
 * socket; the `url` function should already give the new one for the next connection. Closed by the
 * server because it expired (LIVE_CLOSE.sessionEnded), the client stops for good and says so
 * (`onEnded`): reconnecting with a dead credential would not give the player's channels back.
 */

export type LiveEvent =
  | { type: "publication"; channel: string; offset: number; epoch: string; data: unknown }
  /**
   * The server answered a subscribe. `recovered: false` means the page must redraw from
   * `snapshot`: the first subscribe, or a resume the server could not fill (`resumed: true`: the
   * client was away longer than the window, or the channel's history was lost).
   */
  | {
      type: "subscribed";
      channel: string;
      offset: number;
      epoch: string;
      recovered: boolean;
      resumed: boolean;
      snapshot: unknown;
    }
  | { type: "error"; channel: string; code: LiveErrorCode; message: string };

export type LiveListener = (event: LiveEvent) => void;

export type LiveStatus = "connecting" | "open" | "closed";

/** What the client uses of the browser's WebSocket (ws's client has it too, for Node tests). */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}
export type LiveSocketConstructor = new (url: string) => LiveSocket;

export interface LiveClientOptions {
  /** The server's WebSocket URL, or a function asked at every (re)connection. */
  url: string | (() => string);
  /** Defaults to the global WebSocket. */
  WebSocket?: LiveSocketConstructor;
  /** First reconnection delay (then doubled per failed attempt, up to maxDelayMs); default 500 ms. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Jitter source (tests). */
  random?: () => number;
  /**
   * After this long without a frame the client sends a ping; after twice as long it gives the
   * connection up and reconnects (a phone that changed network keeps a dead socket "open").
   * Default 20 s; 0 turns it off.
   */
  pingIntervalMs?: number;
  onStatus?: (status: LiveStatus) => void;
  /** The server's answer to `refresh`: accepted (seconds left, null: no end), or refused. */
  onRefresh?: (
    answer: { ok: true; expiresIn: number | null } | { ok: false; code: LiveErrorCode; message: string },
  ) => void;
  /** The server closed the connection because its credential expired; the client has stopped. */
  onEnded?: (close: { code: number; reason: string }) => void;
}

const OPEN = 1;

interface ChannelState {
  listeners: Set<LiveListener>;
  /** The last position delivered; null before the first `subscribed`. */
  position: LivePosition | null;
  /** A subscribe is on its way: publications are ignored until its `subscribed`. */
  pending: boolean;
  /** The pending subscribe sent a position (a resume). */
  resuming: boolean;
}

export class LiveClient {
  readonly #options: LiveClientOptions;
  readonly #channels = new Map<string, ChannelState>();
  #socket: LiveSocket | null = null;
  #status: LiveStatus = "closed";
  #attempt = 0;
  #reconnect: ReturnType<typeof setTimeout> | null = null;
  #pinger: ReturnType<typeof setInterval> | null = null;
  #heardAt = 0;
  #closed = false;

  constructor(options: LiveClientOptions) {
    this.#options = options;
  }

  get status(): LiveStatus {
    return this.#status;
  }

  /**
   * Listens to a channel; connects on the first call. A second listener on a channel already
   * subscribed gets its events from then on (not the first `subscribed`). Returns the unsubscribe.
   */
  subscribe(channel: string, listener: LiveListener): () => void {
    let state = this.#channels.get(channel);
    if (!state) {
      state = { listeners: new Set(), position: null, pending: true, resuming: false };
      this.#channels.set(channel, state);
      this.#sendSubscribe([channel]);
    }
    state.listeners.add(listener);
    if (!this.#socket && !this.#reconnect && !this.#closed) this.#connect();
    const kept = state;
    return () => {
      kept.listeners.delete(listener);
      if (kept.listeners.size > 0 || this.#channels.get(channel) !== kept) return;
      this.#channels.delete(channel);
      this.#send({ type: "unsubscribe", channels: [channel] });
    };
  }

  /**
   * Sends a fresh credential on the open socket, before the one it connected with expires. Not
   * connected: nothing to do, the next connection's `url()` carries it.
   */
  refresh(credential: string): void {
    this.#send({ type: "refresh", credential });
  }

  /** Closes the connection for good. */
  close(): void {
    this.#closed = true;
    if (this.#reconnect) clearTimeout(this.#reconnect);
    this.#reconnect = null;
    this.#drop();
    this.#setStatus("closed");
  }

  #connect(): void {
    this.#reconnect = null;
    if (this.#closed) return;
    const Socket = this.#options.WebSocket ?? (globalThis as { WebSocket?: LiveSocketConstructor }).WebSocket;
    if (!Socket) throw new Error("LiveClient needs a WebSocket implementation");
    this.#setStatus("connecting");
    let socket: LiveSocket;
    try {
      const url = this.#options.url;
      socket = new Socket(typeof url === "function" ? url() : url);
    } catch {
      this.#scheduleReconnect();
      return;
    }
    this.#socket = socket;
    socket.onopen = () => {
      this.#heardAt = Date.now();
      this.#setStatus("open");
      this.#startPinger();
      for (const state of this.#channels.values()) state.pending = true;
      this.#sendSubscribe([...this.#channels.keys()]);
    };
    socket.onmessage = (event) => {
      this.#heardAt = Date.now();
      if (typeof event.data === "string") this.#receive(event.data);
    };
    socket.onclose = (event) => {
      this.#drop();
      const { code, reason } = (event ?? {}) as { code?: number; reason?: string };
      if (code === LIVE_CLOSE.sessionEnded) {
        this.close();
        this.#options.onEnded?.({ code, reason: reason ?? "" });
        return;
      }
      this.#scheduleReconnect();
    };
    // An error is followed by close, which reconnects.
    socket.onerror = () => undefined;
  }

  /** Forgets the socket at once (its close event may come much later, or never). */
  #drop(): void {
    const socket = this.#socket;
    this.#socket = null;
    if (this.#pinger) clearInterval(this.#pinger);
    this.#pinger = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      socket.close();
    } catch {
      // already closed
    }
  }

  #scheduleReconnect(): void {
    if (this.#closed || this.#reconnect) return;
    this.#setStatus("connecting");
    const delay = this.#delay(this.#attempt);
    this.#attempt += 1;
    this.#reconnect = setTimeout(() => this.#connect(), delay);
  }

  /** Capped exponential backoff with "equal jitter": half fixed, half random. */
  #delay(attempt: number): number {
    const min = this.#options.minDelayMs ?? 500;
    const max = this.#options.maxDelayMs ?? 15_000;
    const base = Math.min(max, min * 2 ** Math.min(attempt, 20));
    return base / 2 + (this.#options.random ?? Math.random)() * (base / 2);
  }

  #startPinger(): void {
    const interval = this.#options.pingIntervalMs ?? 20_000;
    if (interval <= 0) return;
    this.#pinger = setInterval(() => {
      const silent = Date.now() - this.#heardAt;
      if (silent >= 2 * interval) {
        this.#drop();
        this.#scheduleReconnect();
      } else if (silent >= interval) {
        this.#send({ type: "ping" });
      }
    }, interval);
  }

  #sendSubscribe(channels: string[]): void {
    const entries = channels.flatMap((channel) => {
      const state = this.#channels.get(channel);
      if (!state) return [];
      state.pending = true;
      state.resuming = state.position !== null;
      return [state.position ? { channel, since: state.position } : { channel }];
    });
    for (let start = 0; start < entries.length; start += LIVE_MAX_CHANNELS_PER_FRAME) {
      this.#send({ type: "subscribe", channels: entries.slice(start, start + LIVE_MAX_CHANNELS_PER_FRAME) });
    }
  }

  #send(frame: LiveClientFrame): void {
    if (this.#socket?.readyState === OPEN) this.#socket.send(JSON.stringify(frame));
  }

  #receive(text: string): void {
    let frame: LiveServerFrame;
    try {
      frame = JSON.parse(text) as LiveServerFrame;
    } catch {
      return;
    }
    if (frame.type === "publication") {
      const state = this.#channels.get(frame.channel);
      if (!state || state.pending) return;
      const position = state.position;
      if (position && position.epoch === frame.epoch && frame.offset <= position.offset) return;
      if (position && (position.epoch !== frame.epoch || frame.offset !== position.offset + 1)) {
        // A gap (or another epoch): ask again from what we have; the server fills it or sends a snapshot.
        this.#sendSubscribe([frame.channel]);
        return;
      }
      state.position = { offset: frame.offset, epoch: frame.epoch };
      this.#emit(state, frame);
    } else if (frame.type === "subscribed") {
      const state = this.#channels.get(frame.channel);
      if (!state) return;
      // The connection is useful again: the next drop starts from the shortest delay.
      this.#attempt = 0;
      state.pending = false;
      state.position = { offset: frame.offset, epoch: frame.epoch };
      this.#emit(state, {
        type: "subscribed",
        channel: frame.channel,
        offset: frame.offset,
        epoch: frame.epoch,
        recovered: frame.recovered,
        resumed: state.resuming,
        snapshot: frame.snapshot,
      });
      for (const missed of frame.publications ?? []) {
        this.#emit(state, {
          type: "publication",
          channel: frame.channel,
          offset: missed.offset,
          epoch: frame.epoch,
          data: missed.data,
        });
      }
    } else if (frame.type === "refreshed") {
      this.#options.onRefresh?.({ ok: true, expiresIn: frame.expires_in });
    } else if (frame.type === "error" && !frame.channel) {
      // Channel-less errors: a refused refresh (or one the server could not check), or a bad frame of ours.
      if (frame.code === "unauthorized" || frame.code === "unavailable") {
        this.#options.onRefresh?.({ ok: false, code: frame.code, message: frame.message });
      }
    } else if (frame.type === "error" && frame.channel) {
      const state = this.#channels.get(frame.channel);
      if (!state) return;
      this.#emit(state, { type: "error", channel: frame.channel, code: frame.code, message: frame.message });
      if (frame.code === "unavailable") {
        const channel = frame.channel;
        setTimeout(() => {
          if (this.#channels.get(channel) === state && state.pending) this.#sendSubscribe([channel]);
        }, this.#delay(1));
      }
    }
  }

  #emit(state: ChannelState, event: LiveEvent): void {
    for (const listener of [...state.listeners]) {
      try {
        listener(event);
      } catch (error) {
        // One page component's bug must not stop the others' events.
        setTimeout(() => {
          throw error;
        });
      }
    }
  }

  #setStatus(status: LiveStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    this.#options.onStatus?.(status);
  }
}
