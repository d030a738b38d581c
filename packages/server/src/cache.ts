import { LRUCache } from "lru-cache";

export interface CacheOptions {
  /** How long a loaded value is served without asking again. */
  ttlMs: number;
  /** Entries at most: the least recently used goes first (keys may come from request headers). */
  max: number;
  /**
   * How long past its expiry a value is still served while reloading it fails (HTTP's
   * stale-if-error): a brief outage of what the cache fronts does not become an error page.
   */
  staleIfErrorMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

interface Kept<V> {
  value: V;
  expiresAt: number;
}

/**
 * The one in-memory cache of the platform's servers, on `lru-cache` (docs/decisions/033): a TTL,
 * a size bound, concurrent misses sharing one load, stale-if-error. A failed load is not kept, and
 * neither is `null` (an unknown site or key is looked up again, so a new one works at once).
 */
export class Cache<V> {
  readonly #lru: LRUCache<string, Kept<NonNullable<V>>, () => Promise<V>>;
  readonly #now: () => number;

  constructor(options: CacheOptions) {
    const now = options.now ?? (() => Date.now());
    const staleMs = options.staleIfErrorMs ?? 0;
    this.#now = now;
    this.#lru = new LRUCache<string, Kept<NonNullable<V>>, () => Promise<V>>({
      max: options.max,
      // Kept as long as it may be served stale; freshness is the entry's own expiresAt.
      ttl: options.ttlMs + staleMs,
      perf: { now },
      fetchMethod: async (_key, stale, { context: load }) => {
        try {
          const value = await load();
          if (value === null || value === undefined) return undefined;
          return { value: value as NonNullable<V>, expiresAt: now() + options.ttlMs };
        } catch (error) {
          if (stale && now() < stale.expiresAt + staleMs) return stale;
          throw error;
        }
      },
    });
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.#lru.get(key);
    if (hit && hit.expiresAt > this.#now()) return hit.value;
    const kept = await this.#lru.fetch(key, { context: load, forceRefresh: true });
    return kept ? kept.value : (null as V);
  }

  clear(): void {
    this.#lru.clear();
  }
}
