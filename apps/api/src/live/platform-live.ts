import { type LiveBus, type LiveLog, LiveServer, MemoryBus, RedisBus } from "@platform/server/live";

/*
 * The platform's WebSocket (docs/decisions/039, 042): one `LiveServer` on `/api/live` over the
 * process's bus (a MemoryBus, or a RedisBus under several nodes), whose channels products register
 * by namespace (`jackpots` for `jackpots:{site}`). Only public channels exist so far, so a
 * connection is a visitor's: nothing reads the session cookie, and another site's page gains
 * nothing by connecting. A private `user:{id}` channel (the balance push) would add the session
 * lookup to `authenticate`; `authorize` refuses it until then.
 */

export const PLATFORM_LIVE_PATH = "/api/live";

/**
 * The bus the servers give buildApp: a RedisBus under `live:platform:` when REDIS_URL names one
 * (several nodes: a publication on one reaches the sockets of all), else none (in memory).
 */
export function platformLiveBus(env: { REDIS_URL?: string | undefined }): LiveBus | undefined {
  const url = env.REDIS_URL?.trim();
  if (!url) return undefined;
  if (!/^rediss?:\/\//.test(url)) throw new Error("REDIS_URL must be a redis:// URL");
  return new RedisBus({ url, prefix: "live:platform:" });
}

/** What a product serves for the channels of its namespace. */
export interface LiveNamespace {
  /** Whether the channel exists (a subscribe to another is refused as forbidden). */
  allows(channel: string): boolean;
  /** The channel's state for a first subscriber, or one that cannot be recovered. */
  snapshot(channel: string): Promise<unknown>;
}

export class PlatformLive {
  readonly bus: LiveBus;
  readonly server: LiveServer<null>;
  readonly #namespaces = new Map<string, LiveNamespace>();

  constructor(options: { bus?: LiveBus; path?: string; log?: LiveLog } = {}) {
    this.bus = options.bus ?? new MemoryBus(options.log ? { log: options.log } : {});
    this.server = new LiveServer<null>({
      bus: this.bus,
      path: options.path ?? PLATFORM_LIVE_PATH,
      ...(options.log ? { log: options.log } : {}),
      authenticate: async () => null,
      authorize: (_principal, channel) => this.#namespaceOf(channel)?.allows(channel) ?? false,
      snapshot: async (channel) => (await this.#namespaceOf(channel)?.snapshot(channel)) ?? null,
    });
  }

  /** Serves the channels `<namespace>:…` (each product its own namespace). */
  register(namespace: string, handler: LiveNamespace): void {
    if (this.#namespaces.has(namespace)) throw new Error(`live namespace ${namespace} is taken`);
    this.#namespaces.set(namespace, handler);
  }

  /** Sockets first (they stop asking the bus), then the bus. */
  async close(): Promise<void> {
    await this.server.close();
    await this.bus.close();
  }

  #namespaceOf(channel: string): LiveNamespace | undefined {
    const end = channel.indexOf(":");
    return this.#namespaces.get(end === -1 ? channel : channel.slice(0, end));
  }
}
