import { currencyExponent, toMinorUnits } from "@platform/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { sites } from "../db/schema.ts";
import { createPool, type PoolTerms } from "../jackpots/pools.ts";
import type { Ledger } from "../wallet/ledger.ts";

/*
 * The demo's must-drop jackpots (docs/decisions/042): an hourly and a daily pool on every demo site
 * whose navigation offers /jackpot, in its currency. Slots and crash rounds qualify. A pool's terms
 * are fixed once it exists, so a reseed leaves existing pools (and their open cycles) as they are.
 */

const HOURLY_NAMES = {
  en: "Hourly Drop",
  fr: "Jackpot de l'heure",
  sw: "Jackpot ya Saa",
  pt: "Jackpot da Hora",
};
const DAILY_NAMES = { en: "Daily Drop", fr: "Jackpot du jour", sw: "Jackpot ya Siku", pt: "Jackpot do Dia" };

/** Seed and must-drop amounts in major units: [hourly seed, hourly cap, daily seed, daily cap]. */
const RANGES: Record<string, { currency: string; amounts: [string, string, string, string] }> = {
  "drc-online": { currency: "CDF", amounts: ["20000", "100000", "500000", "5000000"] },
  base2: { currency: "KES", amounts: ["500", "2500", "100000", "1000000"] },
  base3: { currency: "UGX", amounts: ["50000", "250000", "2000000", "20000000"] },
  base4: { currency: "MZN", amounts: ["250", "1250", "5000", "50000"] },
};

export function demoPools(siteCode: string): PoolTerms[] {
  const range = RANGES[siteCode];
  if (!range) return [];
  const minor = (amount: string) => toMinorUnits(amount, currencyExponent(range.currency));
  const [hourlySeed, hourlyCap, dailySeed, dailyCap] = range.amounts.map(minor) as [
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  return [
    {
      slug: "hourly-drop",
      names: HOURLY_NAMES,
      cadence: "hourly",
      contributionBps: 100,
      seedAmount: hourlySeed,
      mustDropAmount: hourlyCap,
      products: ["slots", "crash"],
      position: 1,
    },
    {
      slug: "daily-drop",
      names: DAILY_NAMES,
      cadence: "daily",
      contributionBps: 50,
      seedAmount: dailySeed,
      mustDropAmount: dailyCap,
      products: ["slots", "crash"],
      position: 2,
    },
  ];
}

/** Opens the demo pools of the seeded sites that have some (idempotent), in the seed's transaction. */
export async function seedJackpots(
  db: Database,
  ledger: Ledger,
  siteCodes: string[],
  now = new Date(),
): Promise<void> {
  for (const siteCode of siteCodes) {
    const terms = demoPools(siteCode);
    if (terms.length === 0) continue;
    const [site] = await db
      .select({ id: sites.id, settings: sites.settings })
      .from(sites)
      .where(eq(sites.siteCode, siteCode));
    if (!site) continue;
    const currency = RANGES[siteCode]!.currency;
    const declared = String((site.settings as { currency_code?: unknown }).currency_code ?? "").toUpperCase();
    if (declared !== currency)
      throw new Error(`${siteCode}'s jackpots are in ${currency}, the site in ${declared}`);
    for (const pool of terms) await createPool(db, ledger, { id: site.id, currency }, pool, now);
  }
}
