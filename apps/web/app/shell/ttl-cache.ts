/**
 * A small in-memory cache with a time-to-live and a size bound. It stores promises so concurrent
 * requests for the same key share one upstream call; a rejected load is evicted at once so a
 * failure is retried by the next request instead of being served for the whole TTL.
 * Eviction is least-recently-used: a Map keeps insertion order and a hit re-inserts its key.
 */
export interface TtlCache<V> {
  getOrLoad(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

export function createTtlCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): TtlCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<V>>();

  return {
    getOrLoad(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const value = load();
      const entry = { value, expiresAt: now() + options.ttlMs };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
