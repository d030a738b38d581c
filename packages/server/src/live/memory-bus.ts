import {
  assertChannel,
  assertChannelOrPattern,
  consoleLog,
  DEFAULT_MAX_HISTORY,
  DEFAULT_WINDOW_MS,
  type LiveBus,
  type LiveBusListener,
  type LiveHistory,
  type LiveHistoryOptions,
  type LiveLog,
  type LivePosition,
  type LivePublication,
  newEpoch,
  patternPrefix,
  toJson,
} from "./bus.ts";

/*
 * The bus of one process (`npm start`, tests): history in arrays, delivery by direct call. Each
 * channel's epoch is drawn when the channel is first used, so a restarted process never lets a
 * client "recover" offsets of the previous one.
 */

export interface MemoryBusOptions extends LiveHistoryOptions {
  /** A channel with nothing kept and no publication for this long is forgotten; default 24 h. */
  idleChannelMs?: number;
}

interface Kept {
  offset: number;
  at: number;
  json: string;
}

interface Log {
  epoch: string;
  offset: number;
  /** Consecutive offsets up to `offset`, oldest first. */
  kept: Kept[];
  usedAt: number;
}

/** Forgetting idle channels is a sweep every so many publications, not a timer. */
const SWEEP_EVERY = 1024;

export class MemoryBus implements LiveBus {
  readonly #windowMs: number;
  readonly #maxHistory: number;
  readonly #idleChannelMs: number;
  readonly #now: () => number;
  readonly #log: LiveLog;
  readonly #logs = new Map<string, Log>();
  readonly #channelListeners = new Map<string, Set<LiveBusListener>>();
  readonly #patternListeners = new Map<string, Set<LiveBusListener>>();
  #published = 0;

  constructor(options: MemoryBusOptions = {}) {
    this.#windowMs = options.windowMs ?? DEFAULT_WINDOW_MS;
    this.#maxHistory = options.maxHistory ?? DEFAULT_MAX_HISTORY;
    this.#idleChannelMs = options.idleChannelMs ?? 24 * 60 * 60_000;
    this.#now = options.now ?? Date.now;
    this.#log = options.log ?? consoleLog;
  }

  async publish(channel: string, data: unknown): Promise<LivePosition> {
    assertChannel(channel);
    const json = toJson(data);
    const now = this.#now();
    const log = this.#channelLog(channel, now);
    log.offset += 1;
    log.kept.push({ offset: log.offset, at: now, json });
    this.#trim(log, now);
    this.#published += 1;
    if (this.#published % SWEEP_EVERY === 0) this.#sweep(now);
    const publication: LivePublication = { channel, offset: log.offset, epoch: log.epoch, json };
    this.#deliver(this.#channelListeners.get(channel), publication);
    for (const [prefix, listeners] of this.#patternListeners) {
      if (channel.startsWith(prefix)) this.#deliver(listeners, publication);
    }
    return { offset: log.offset, epoch: log.epoch };
  }

  async history(channel: string, since?: LivePosition): Promise<LiveHistory> {
    assertChannel(channel);
    const now = this.#now();
    const log = this.#channelLog(channel, now);
    this.#trim(log, now);
    const position = { offset: log.offset, epoch: log.epoch };
    if (!since) return { ...position, publications: [] };
    const missed = log.offset - since.offset;
    if (since.epoch !== log.epoch || missed < 0 || missed > log.kept.length) {
      return { ...position, publications: null };
    }
    const publications = log.kept
      .slice(log.kept.length - missed)
      .map((kept) => ({ channel, offset: kept.offset, epoch: log.epoch, json: kept.json }));
    return { ...position, publications };
  }

  async subscribe(channelOrPattern: string, listener: LiveBusListener): Promise<() => Promise<void>> {
    assertChannelOrPattern(channelOrPattern);
    const prefix = patternPrefix(channelOrPattern);
    const map = prefix === null ? this.#channelListeners : this.#patternListeners;
    const key = prefix ?? channelOrPattern;
    let listeners = map.get(key);
    if (!listeners) {
      listeners = new Set();
      map.set(key, listeners);
    }
    // A wrapper, so the same function subscribed twice is two subscriptions.
    const entry: LiveBusListener = (publication) => listener(publication);
    listeners.add(entry);
    const kept = listeners;
    return async () => {
      kept.delete(entry);
      if (kept.size === 0 && map.get(key) === kept) map.delete(key);
    };
  }

  async close(): Promise<void> {
    this.#channelListeners.clear();
    this.#patternListeners.clear();
  }

  #channelLog(channel: string, now: number): Log {
    let log = this.#logs.get(channel);
    if (!log) {
      log = { epoch: newEpoch(), offset: 0, kept: [], usedAt: now };
      this.#logs.set(channel, log);
    }
    log.usedAt = now;
    return log;
  }

  #trim(log: Log, now: number): void {
    const oldest = now - this.#windowMs;
    let drop = Math.max(0, log.kept.length - this.#maxHistory);
    while (drop < log.kept.length && log.kept[drop]!.at < oldest) drop += 1;
    if (drop > 0) log.kept.splice(0, drop);
  }

  #sweep(now: number): void {
    for (const [channel, log] of this.#logs) {
      this.#trim(log, now);
      if (log.kept.length === 0 && now - log.usedAt > this.#idleChannelMs) this.#logs.delete(channel);
    }
  }

  #deliver(listeners: Set<LiveBusListener> | undefined, publication: LivePublication): void {
    if (!listeners) return;
    for (const listener of listeners) {
      try {
        listener(publication);
      } catch (error) {
        // A listener's bug must not fail the publisher nor starve the other listeners.
        this.#log.error({ err: error, channel: publication.channel }, "live bus listener failed");
      }
    }
  }
}
