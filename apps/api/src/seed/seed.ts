import type { Database } from "../db/database.ts";
import { games } from "../db/schema.ts";
import { PasswordHasher } from "../security/password-hasher.ts";
import { demoBigWins } from "./big-wins.ts";
import { type CatalogueGame, catalogue } from "./catalogue.ts";
import { upsertDeactivationOptions } from "./deactivation-options.ts";
import type { DemoSite } from "./demo-site.ts";
import { demoSites } from "./demo-sites/index.ts";
import { seedSite } from "./seed-site.ts";
import { upsertTranslations } from "./seed-translations.ts";
import { translations as sharedTranslations } from "./translations/index.ts";
import { updateIfChanged } from "./upsert.ts";

export interface SeedOptions {
  sites?: DemoSite[];
  translations?: Record<string, Record<string, string>>;
  games?: CatalogueGame[];
  /** Anchors the demo big wins; defaults to the current time. */
  now?: Date;
  /** Hashes demo players' passwords; tests pass a cheaper one. */
  passwordHasher?: PasswordHasher;
}

/**
 * Loads the demo tenants, shared translations and game catalogue. Idempotent: every write is an
 * upsert on a natural key that touches a row only when its content changed; one transaction, so a
 * failing demo file leaves the previous data intact.
 */
export async function seed(db: Database, options: SeedOptions = {}): Promise<void> {
  const catalogueGames = options.games ?? catalogue;
  const now = options.now ?? new Date();
  const hasher = options.passwordHasher ?? new PasswordHasher();
  await db.transaction(async (tx) => {
    await tx
      .insert(games)
      .values(catalogueGames)
      .onConflictDoUpdate({
        target: games.slug,
        ...updateIfChanged(games, ["name", "provider", "category", "rtp", "art", "badge", "popularity"]),
      });
    await upsertTranslations(tx, null, options.translations ?? sharedTranslations);
    await upsertDeactivationOptions(tx);
    for (const site of options.sites ?? demoSites) {
      await seedSite(tx, site, demoBigWins(site.site_code, catalogueGames, now), hasher);
    }
  });
}
