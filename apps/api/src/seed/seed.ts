import type { Database } from "../db/database.ts";
import { PasswordHasher } from "../security/password-hasher.ts";
import { Ledger } from "../wallet/ledger.ts";
import { upsertDeactivationOptions } from "./deactivation-options.ts";
import type { DemoSite } from "./demo-site.ts";
import { demoSites } from "./demo-sites/index.ts";
import { seedJackpots } from "./seed-jackpots.ts";
import { seedSite } from "./seed-site.ts";
import { upsertTranslations } from "./seed-translations.ts";
import { translations as sharedTranslations } from "./translations/index.ts";

export interface SeedOptions {
  sites?: DemoSite[];
  translations?: Record<string, Record<string, string>>;
  /** Hashes demo players' passwords; tests pass a cheaper one. */
  passwordHasher?: PasswordHasher;
}

/**
 * Loads the demo tenants and shared translations (the games and their play are the aggregator's,
 * seeded on its side). Idempotent: every write is an upsert on a natural key that touches a row
 * only when its content changed; one transaction, so a failing demo file leaves the previous data
 * intact.
 */
export async function seed(db: Database, options: SeedOptions = {}): Promise<void> {
  const hasher = options.passwordHasher ?? new PasswordHasher();
  await db.transaction(async (tx) => {
    await upsertTranslations(tx, null, options.translations ?? sharedTranslations);
    await upsertDeactivationOptions(tx);
    for (const site of options.sites ?? demoSites) {
      await seedSite(tx, site, hasher);
    }
    // The demo's jackpots; sites given by a test open none (its books stay its own).
    if (!options.sites) {
      const siteCodes = demoSites.map((site) => site.site_code);
      await seedJackpots(tx, new Ledger(db), siteCodes);
    }
  });
}
