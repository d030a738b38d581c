/**
 * A small in-memory cache for hot, rarely changing reads (site settings, dictionaries). It stores
 * the pending promise, so concurrent misses share one load; failed loads and `null` results are not
 * kept, so an unknown key is looked up again (a new site works without waiting for the TTL).
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { expiresAt: number; value: Promise<V | null> }>();

  constructor(
    private readonly ttlMs: number,
    /** Bounds memory when keys come from request headers. */
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, load: () => Promise<V | null>): Promise<V | null> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;

    const value = load();
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    const entry = { expiresAt: now + this.ttlMs, value };
    this.#entries.set(key, entry);
    const forget = () => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    };
    value.then((result) => {
      if (result === null) forget();
    }, forget);
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
