import { currencyExponent, toMinorUnits } from "@platform/contracts";
import { describe, expect, test } from "vitest";
import { demoSites } from "../apps/api/src/seed/demo-sites/index.ts";
import { demoOperators } from "../apps/games/src/seed/demo-catalogue.ts";

/*
 * The demo's two services are seeded apart (the aggregator knows the platform only through HTTP),
 * so what one must know of the other is written twice: each demo operator's currency and the
 * site's max win per bet, which caps the sportsbook's maximum payout (decision 046). A change to a
 * demo site's limit that the aggregator's seed misses fails here.
 */
describe("the aggregator's demo operators agree with the platform's demo sites", () => {
  for (const operator of demoOperators) {
    test(`${operator.id}: currency and max win per bet`, () => {
      const site = demoSites.find((candidate) => candidate.site_code === operator.id);
      expect(site, `no demo site ${operator.id}`).toBeDefined();
      const code = site!.settings.currency_code;
      expect(operator.currency).toBe(code);
      // As the platform reads a setting (wallet/amounts.ts settingAmount): "1000.00" UGX is 1000.
      const exponent = currencyExponent(code);
      const [whole = "0", fraction = ""] = String(site!.settings.max_win_per_bet).split(".");
      const limit = toMinorUnits(
        exponent === 0 ? whole : `${whole}.${fraction.slice(0, exponent)}`,
        exponent,
      );
      expect(BigInt(operator.siteMaxWinPerBet ?? 0)).toBe(limit);
    });
  }
});
