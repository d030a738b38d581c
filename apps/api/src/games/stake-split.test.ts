import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { drawStake, shareWin } from "./stake-split.ts";

const minor = fc.bigInt({ min: 0n, max: 10n ** 12n });

describe("cash and promo credit", () => {
  test("a stake draws on cash first, then promo credit, and splits exactly", () => {
    expect(drawStake(300n, { cash: 100n, promo: 500n })).toEqual({ cash: 100n, promo: 200n });
    expect(drawStake(50n, { cash: 100n, promo: 500n })).toEqual({ cash: 50n, promo: 0n });
    fc.assert(
      fc.property(minor, minor, minor, (amount, cash, promo) => {
        const split = drawStake(amount, { cash, promo });
        expect(split.cash + split.promo).toBe(amount);
        // All the cash it can take: the whole stake, or every bit of cash there is.
        expect(split.cash <= amount && split.cash <= cash).toBe(true);
        expect(split.cash === amount || split.cash === cash).toBe(true);
        expect(split.promo >= 0n).toBe(true);
      }),
    );
  });

  test("a win returns in its bet's proportion; cash never gets more than its share", () => {
    expect(shareWin(1_001n, { cash: 100n, promo: 300n })).toEqual({ cash: 250n, promo: 751n });
    expect(shareWin(70n, { cash: 0n, promo: 0n })).toEqual({ cash: 70n, promo: 0n });
    fc.assert(
      fc.property(minor, minor, minor, (amount, betCash, betPromo) => {
        const split = shareWin(amount, { cash: betCash, promo: betPromo });
        expect(split.cash + split.promo).toBe(amount);
        expect(split.cash >= 0n && split.promo >= 0n).toBe(true);
        const staked = betCash + betPromo;
        // cash / amount ≤ betCash / staked, without division.
        if (staked > 0n) expect(split.cash * staked <= amount * betCash).toBe(true);
        if (betPromo === 0n) expect(split.promo).toBe(0n);
        // A bet of promo credit alone wins promo credit; a round with no stake (a free
        // round) pays cash, as the example above says.
        if (betCash === 0n && staked > 0n) expect(split.cash).toBe(0n);
      }),
    );
  });
});
