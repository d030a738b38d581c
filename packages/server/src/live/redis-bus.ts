import { Redis, type RedisOptions } from "ioredis";
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
 * The bus of many processes (docs/decisions/039). Per channel, under `{prefix}{channel}` (a hash
 * tag: both keys of a channel live in one Redis Cluster slot):
 *
 *   …:meta    hash  e = epoch, o = last offset, t = last entry's time (ms)
 *   …:stream  stream of the kept publications, entry id `{ms}-{offset}`, field d = the JSON
 *
 * One Lua script publishes: it takes the next offset (HINCRBY), appends (XADD, trimming entries
 * older than the window by MINID and the oldest beyond maxHistory by XTRIM MAXLEN) and PUBLISHes
 * `{offset} {epoch} {json}` on `{prefix}{channel}`. Redis runs scripts one at a time, so two nodes
 * never take the same offset and every subscriber connection receives a channel's messages in offset
 * order. A channel's meta lives `idleChannelMs` after its last use; a channel whose meta is gone
 * (expired, or Redis restarted without its data) starts again at offset 1 in a new epoch, so no
 * client mistakes the new offsets for the old ones.
 *
 * Pub/sub loses what is published while a node's subscriber connection is down; for plain channels
 * the bus notices the gap (an offset that skips) or the reconnection, and reads the missing
 * publications from the stream before delivering later ones.
 */

const PUBLISH_SCRIPT = `
local epoch = redis.call('HGET', KEYS[1], 'e')
if not epoch then
  epoch = ARGV[5]
  redis.call('HSET', KEYS[1], 'e', epoch, 'o', 0, 't', 0)
  redis.call('DEL', KEYS[2])
end
local offset = redis.call('HINCRBY', KEYS[1], 'o', 1)
local ms = math.max(tonumber(ARGV[1]), tonumber(redis.call('HGET', KEYS[1], 't')))
redis.call('HSET', KEYS[1], 't', ms)
redis.call('XADD', KEYS[2], 'MINID', math.max(0, ms - tonumber(ARGV[2])), ms .. '-' .. offset, 'd', ARGV[6])
redis.call('XTRIM', KEYS[2], 'MAXLEN', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
redis.call('PUBLISH', ARGV[7], offset .. ' ' .. epoch .. ' ' .. ARGV[6])
return {offset, epoch}
`;

const HISTORY_SCRIPT = `
local epoch = redis.call('HGET', KEYS[1], 'e')
if not epoch then
  epoch = ARGV[5]
  redis.call('HSET', KEYS[1], 'e', epoch, 'o', 0, 't', 0)
  redis.call('DEL', KEYS[2])
end
redis.call('PEXPIRE', KEYS[1], ARGV[4])
local top = tonumber(redis.call('HGET', KEYS[1], 'o'))
if ARGV[1] == '' or ARGV[2] ~= epoch then return {epoch, top} end
local missed = top - tonumber(ARGV[1])
if missed < 0 or missed > tonumber(ARGV[3]) then return {epoch, top} end
if missed == 0 then return {epoch, top, {}} end
return {epoch, top, redis.call('XREVRANGE', KEYS[2], '+', '-', 'COUNT', missed)}
`;

type StreamEntry = [id: string, fields: string[]];

interface Scripted {
  livePublish(...args: (string | number)[]): Promise<[number, string]>;
  liveHistory(...args: (string | number)[]): Promise<[string, number, StreamEntry[]?]>;
}

export interface RedisBusOptions extends LiveHistoryOptions {
  /** redis://host:port/db */
  url: string;
  /** Prefix of every key and pub/sub channel; default "live:". */
  prefix?: string;
  /** A channel unused this long forgets its offset and epoch; default 24 h. */
  idleChannelMs?: number;
  redis?: RedisOptions;
}

/** Where a plain channel's deliveries are, to see a skipped offset. */
interface Order {
  epoch: string | null;
  offset: number;
  filling: boolean;
  queue: LivePublication[];
}

interface Subscription {
  listeners: Set<LiveBusListener>;
  ready: Promise<unknown>;
  order: Order;
}

export class RedisBus implements LiveBus {
  readonly #commands: Redis & Scripted;
  readonly #subscriber: Redis;
  readonly #prefix: string;
  readonly #windowMs: number;
  readonly #maxHistory: number;
  readonly #idleChannelMs: number;
  readonly #now: () => number;
  readonly #log: LiveLog;
  readonly #channels = new Map<string, Subscription>();
  readonly #patterns = new Map<string, Subscription>();

  constructor(options: RedisBusOptions) {
    this.#prefix = options.prefix ?? "live:";
    if (/[*?[\]{}\s]/.test(this.#prefix)) throw new Error("the live prefix must not hold glob characters");
    this.#windowMs = options.windowMs ?? DEFAULT_WINDOW_MS;
    this.#maxHistory = options.maxHistory ?? DEFAULT_MAX_HISTORY;
    this.#idleChannelMs = options.idleChannelMs ?? 24 * 60 * 60_000;
    this.#now = options.now ?? Date.now;
    this.#log = options.log ?? consoleLog;
    const commands = new Redis(options.url, options.redis ?? {});
    commands.defineCommand("livePublish", { numberOfKeys: 2, lua: PUBLISH_SCRIPT });
    commands.defineCommand("liveHistory", { numberOfKeys: 2, lua: HISTORY_SCRIPT });
    this.#commands = commands as Redis & Scripted;
    // No INFO ready check on the subscriber: ioredis 5.8.2+ can send it after a SUBSCRIBE queued
    // during the connection, which Redis refuses in subscriber mode (ioredis issue 2037, fixed in 6).
    this.#subscriber = new Redis(options.url, { ...options.redis, enableReadyCheck: false });
    for (const connection of [this.#commands, this.#subscriber]) {
      connection.on("error", (error: unknown) => this.#log.error({ err: error }, "live bus: redis error"));
    }
    this.#subscriber.on("message", (name: string, message: string) => this.#onMessage(name, message));
    this.#subscriber.on("pmessage", (pattern: string, name: string, message: string) => {
      const subscription = this.#patterns.get(pattern.slice(this.#prefix.length));
      const publication = this.#parse(name, message);
      if (subscription && publication) this.#deliver(subscription, publication);
    });
    // After a reconnection (ioredis subscribes again by itself), fetch what was published meanwhile.
    this.#subscriber.on("ready", () => {
      for (const [channel, subscription] of this.#channels) void this.#fill(channel, subscription);
    });
  }

  async publish(channel: string, data: unknown): Promise<LivePosition> {
    assertChannel(channel);
    const [offset, epoch] = await this.#commands.livePublish(
      this.#metaKey(channel),
      this.#streamKey(channel),
      this.#now(),
      this.#windowMs,
      this.#maxHistory,
      this.#idleChannelMs,
      newEpoch(),
      toJson(data),
      this.#prefix + channel,
    );
    return { offset: Number(offset), epoch };
  }

  async history(channel: string, since?: LivePosition): Promise<LiveHistory> {
    assertChannel(channel);
    const [epoch, top, entries] = await this.#commands.liveHistory(
      this.#metaKey(channel),
      this.#streamKey(channel),
      since ? since.offset : "",
      since?.epoch ?? "",
      this.#maxHistory,
      this.#idleChannelMs,
      newEpoch(),
    );
    const offset = Number(top);
    if (!since) return { offset, epoch, publications: [] };
    if (!entries) return { offset, epoch, publications: null };
    const oldest = this.#now() - this.#windowMs;
    const publications: LivePublication[] = [];
    let expected = since.offset + 1;
    // XREVRANGE answers newest first.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [id, fields] = entries[index]!;
      const dash = id.indexOf("-");
      const at = Number(id.slice(0, dash));
      const entryOffset = Number(id.slice(dash + 1));
      // Trimmed away (the entry before it is what we got), or kept but older than the window.
      if (entryOffset !== expected || at < oldest) return { offset, epoch, publications: null };
      publications.push({ channel, offset: entryOffset, epoch, json: fields[1] ?? "null" });
      expected += 1;
    }
    if (expected !== offset + 1) return { offset, epoch, publications: null };
    return { offset, epoch, publications };
  }

  async subscribe(channelOrPattern: string, listener: LiveBusListener): Promise<() => Promise<void>> {
    assertChannelOrPattern(channelOrPattern);
    const isPattern = patternPrefix(channelOrPattern) !== null;
    const map = isPattern ? this.#patterns : this.#channels;
    const name = this.#prefix + channelOrPattern;
    let subscription = map.get(channelOrPattern);
    if (!subscription) {
      subscription = {
        listeners: new Set(),
        ready: isPattern ? this.#subscriber.psubscribe(name) : this.#subscriber.subscribe(name),
        order: { epoch: null, offset: 0, filling: false, queue: [] },
      };
      map.set(channelOrPattern, subscription);
    }
    const kept = subscription;
    // A wrapper, so the same function subscribed twice is two subscriptions.
    const entry: LiveBusListener = (publication) => listener(publication);
    kept.listeners.add(entry);
    const unsubscribe = async () => {
      kept.listeners.delete(entry);
      if (kept.listeners.size > 0 || map.get(channelOrPattern) !== kept) return;
      map.delete(channelOrPattern);
      // Commands go out in order: a later SUBSCRIBE to the same channel follows this one.
      await (isPattern ? this.#subscriber.punsubscribe(name) : this.#subscriber.unsubscribe(name));
    };
    try {
      await kept.ready;
    } catch (error) {
      await unsubscribe().catch(() => undefined);
      throw error;
    }
    return unsubscribe;
  }

  async close(): Promise<void> {
    this.#channels.clear();
    this.#patterns.clear();
    await Promise.all(
      [this.#commands, this.#subscriber].map((connection) =>
        connection.quit().catch(() => connection.disconnect()),
      ),
    );
  }

  #metaKey(channel: string): string {
    return `${this.#prefix}{${channel}}:meta`;
  }

  #streamKey(channel: string): string {
    return `${this.#prefix}{${channel}}:stream`;
  }

  /** `{offset} {epoch} {json}` as the publish script sends it. */
  #parse(name: string, message: string): LivePublication | null {
    const first = message.indexOf(" ");
    const second = message.indexOf(" ", first + 1);
    if (first < 0 || second < 0) return null;
    return {
      channel: name.slice(this.#prefix.length),
      offset: Number(message.slice(0, first)),
      epoch: message.slice(first + 1, second),
      json: message.slice(second + 1),
    };
  }

  #onMessage(name: string, message: string): void {
    const publication = this.#parse(name, message);
    if (!publication) return;
    const subscription = this.#channels.get(publication.channel);
    if (!subscription) return;
    if (subscription.order.filling) subscription.order.queue.push(publication);
    else this.#advance(publication.channel, subscription, publication, true);
  }

  /** Delivers in offset order: an old offset is dropped, a skipped one is read from the stream first. */
  #advance(
    channel: string,
    subscription: Subscription,
    publication: LivePublication,
    mayFill: boolean,
  ): void {
    const order = subscription.order;
    if (order.epoch === publication.epoch) {
      if (publication.offset <= order.offset) return;
      if (publication.offset > order.offset + 1 && mayFill) {
        order.queue.push(publication);
        void this.#fill(channel, subscription);
        return;
      }
    }
    // The first publication seen, the next one, another epoch, or a gap the stream could not fill
    // (the LiveServer then sends its clients a snapshot).
    order.epoch = publication.epoch;
    order.offset = publication.offset;
    this.#deliver(subscription, publication);
  }

  async #fill(channel: string, subscription: Subscription): Promise<void> {
    const order = subscription.order;
    if (order.filling || order.epoch === null) return;
    order.filling = true;
    try {
      const history = await this.history(channel, { offset: order.offset, epoch: order.epoch });
      for (const publication of history.publications ?? []) {
        this.#advance(channel, subscription, publication, false);
      }
    } catch (error) {
      this.#log.error({ err: error, channel }, "live bus: could not read a channel's missed publications");
    } finally {
      order.filling = false;
      const queued = order.queue;
      order.queue = [];
      for (const publication of queued) this.#advance(channel, subscription, publication, false);
    }
  }

  #deliver(subscription: Subscription, publication: LivePublication): void {
    for (const listener of subscription.listeners) {
      try {
        listener(publication);
      } catch (error) {
        this.#log.error({ err: error, channel: publication.channel }, "live bus listener failed");
      }
    }
  }
}
