import { randomBytes } from "node:crypto";
import { isLiveChannel } from "@platform/contracts/client";

/*
 * The live layer's bus (docs/decisions/039): what a publisher writes to and what each node's
 * LiveServer listens to. One process: MemoryBus. Several: RedisBus, behind the same interface.
 */

/** A channel's position: the offset of its last publication (0 before the first) in an epoch. */
export interface LivePosition {
  offset: number;
  /** Changes whenever the channel's history is lost; offsets of different epochs do not compare. */
  epoch: string;
}

export interface LivePublication extends LivePosition {
  channel: string;
  /** The data as JSON text, serialized once by the publisher and never parsed again on the way. */
  json: string;
}

export interface LiveHistory extends LivePosition {
  /**
   * With a `since`: the publications after it, in order, up to `offset`, or null when they cannot
   * all be given (another epoch, older than the window or the history bound, or ahead of the
   * channel). Without one: the channel's position only, and an empty list.
   */
  publications: LivePublication[] | null;
}

export type LiveBusListener = (publication: LivePublication) => void;

export interface LiveBus {
  /** Appends to the channel; offsets are unique and consecutive per channel across every node. */
  publish(channel: string, data: unknown): Promise<LivePosition>;
  /** The channel's position and, after `since`, what it kept (see LiveHistory). */
  history(channel: string, since?: LivePosition): Promise<LiveHistory>;
  /**
   * Calls the listener with every publication of the channel (or of every channel a `prefix*`
   * pattern matches) made after the returned promise resolves, in offset order. Resolves to the
   * unsubscribe.
   */
  subscribe(channelOrPattern: string, listener: LiveBusListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A pino-style logger (Fastify's). */
export interface LiveLog {
  error(details: object, message: string): void;
}

export const consoleLog: LiveLog = {
  error: (details, message) => console.error(message, details),
};

/** Bounds shared by both buses. */
export interface LiveHistoryOptions {
  /** How long a publication can be recovered; default 5 minutes. */
  windowMs?: number;
  /** Publications kept per channel at most (also the most one resume returns); default 1000. */
  maxHistory?: number;
  /** The clock of the window (tests move it instead of sleeping). */
  now?: () => number;
  /** Where a listener's error is reported (it never reaches the publisher); default console. */
  log?: LiveLog;
}

export const DEFAULT_WINDOW_MS = 5 * 60_000;
export const DEFAULT_MAX_HISTORY = 1000;

/** A `prefix*` pattern's prefix, or null for a plain channel. */
export function patternPrefix(channelOrPattern: string): string | null {
  return channelOrPattern.endsWith("*") ? channelOrPattern.slice(0, -1) : null;
}

export function assertChannel(channel: string): void {
  if (!isLiveChannel(channel)) throw new Error(`not a live channel name: ${JSON.stringify(channel)}`);
}

export function assertChannelOrPattern(channelOrPattern: string): void {
  const prefix = patternPrefix(channelOrPattern);
  // "user:*" is checked as "user:x", "*" as any channel.
  if (prefix === null) assertChannel(channelOrPattern);
  else if (prefix !== "") assertChannel(`${prefix}x`);
}

export function toJson(data: unknown): string {
  const json = JSON.stringify(data);
  if (json === undefined) throw new TypeError("live data must be JSON-serializable");
  return json;
}

/** A new epoch: random, so a restarted process or a wiped Redis never reuses one. */
export function newEpoch(): string {
  return randomBytes(6).toString("base64url");
}
