import { createHash } from "node:crypto";
import type { Dictionary } from "@platform/contracts";
import { Cache } from "@platform/server/cache";
import { and, eq, isNull, or } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { translations } from "../db/schema.ts";

/** Dictionaries change only with a deploy or an operator edit; the same TTL as site settings. */
const DICTIONARY_TTL_MS = 30_000;

export interface CachedDictionary {
  dictionary: Dictionary;
  /** Strong validator of the serialised dictionary, for If-None-Match. */
  etag: string;
}

/** The shared shell strings of a locale merged with the site's overrides (site wins). */
export class DictionaryStore {
  readonly #cache = new Cache<CachedDictionary | null>({ ttlMs: DICTIONARY_TTL_MS, max: 1000 });

  constructor(private readonly db: Database) {}

  async get(siteId: number, locale: string): Promise<CachedDictionary> {
    const cached = await this.#cache.get(`${siteId}:${locale}`, () => this.#load(siteId, locale));
    if (!cached) throw new Error("dictionary load returned nothing");
    return cached;
  }

  invalidate(): void {
    this.#cache.clear();
  }

  async #load(siteId: number, locale: string): Promise<CachedDictionary> {
    const rows = await this.db
      .select({ siteId: translations.siteId, key: translations.key, value: translations.value })
      .from(translations)
      .where(
        and(
          eq(translations.locale, locale),
          or(isNull(translations.siteId), eq(translations.siteId, siteId)),
        ),
      );
    const dictionary: Dictionary = {};
    for (const row of rows) if (row.siteId === null) dictionary[row.key] = row.value;
    for (const row of rows) if (row.siteId !== null) dictionary[row.key] = row.value;
    const etag = `"${createHash("sha1").update(JSON.stringify(dictionary)).digest("base64url")}"`;
    return { dictionary, etag };
  }
}
