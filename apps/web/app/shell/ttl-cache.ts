/**
 * A small in-memory cache with a time-to-live and a size bound. It stores promises so concurrent
 * requests for the same key share one upstream call; a rejected load is evicted at once so a
 * failure is retried by the next request instead of being served for the whole TTL.
 * Eviction is least-recently-used: a Map keeps insertion order and a hit re-inserts its key.
 * With `staleIfErrorMs`, an expired value is still served for that long when reloading it fails
 * (HTTP's stale-if-error): a site's settings do not turn into "Site not found" for every page
 * while the API is briefly unreachable or rate-limits the web server.
 */
export interface TtlCache<V> {
  getOrLoad(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
  /** Set once the load succeeded: what a failed reload may fall back to. */
  loaded?: { value: V };
}

export function createTtlCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  staleIfErrorMs?: number;
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
      const stale = hit?.loaded && now() < hit.expiresAt + (options.staleIfErrorMs ?? 0) ? hit : undefined;
      const loading = load();
      const value = stale ? loading.catch(() => (stale.loaded as { value: V }).value) : loading;
      const entry: Entry<V> = { value, expiresAt: now() + options.ttlMs };
      loading.then(
        (loaded) => {
          entry.loaded = { value: loaded };
        },
        () => {
          // Failed: the next request retries, meanwhile serving the stale value if there is one.
          if (entries.get(key) === entry) {
            if (stale) entries.set(key, stale);
            else entries.delete(key);
          }
        },
      );
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
