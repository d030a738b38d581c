import type { Database } from "../db/database.ts";
import { translations } from "../db/schema.ts";
import { chunks, updateIfChanged } from "./upsert.ts";

/** Upserts strings by (site, locale, key); `siteId` null writes the strings every site shares. */
export async function upsertTranslations(
  db: Database,
  siteId: number | null,
  byLocale: Record<string, Record<string, string>>,
): Promise<void> {
  const rows = Object.entries(byLocale).flatMap(([locale, dictionary]) =>
    Object.entries(dictionary).map(([key, value]) => ({ siteId, locale, key, value })),
  );
  for (const batch of chunks(rows)) {
    await db
      .insert(translations)
      .values(batch)
      .onConflictDoUpdate({
        target: [translations.siteId, translations.locale, translations.key],
        ...updateIfChanged(translations, ["value"]),
      });
  }
}
