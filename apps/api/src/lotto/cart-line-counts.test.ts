import { cartResponseSchema } from "@platform/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SiteResolver } from "../sites/site-resolver.ts";
import { type CartTestApp, createCartTestApp, line, lottoCartSite } from "../test/lotto-cart-fixtures.ts";
import { checkCartLine } from "./cart-rules.ts";
import { cartLineView } from "./cart-store.ts";
import type { DrawRow } from "./tickets-draw.ts";

/*
 * The cart's line counts against combinatorics computed here independently (Pascal's triangle,
 * not the rules' multiplicative formula): Perm-k of n numbers is C(n, k) lines, a Banker of b
 * bankers on k-number lines with m variable numbers is C(m, k − b), an Against is |top| × |bottom|;
 * the ticket's stake is always lines × stake per line.
 */

const PASCAL: number[][] = [];
for (let n = 0; n <= 90; n++) {
  PASCAL.push(
    Array.from({ length: n + 1 }, (_, k) =>
      k === 0 || k === n ? 1 : PASCAL[n - 1]![k - 1]! + PASCAL[n - 1]![k]!,
    ),
  );
}
const binomial = (n: number, k: number) => (k < 0 || k > n ? 0 : PASCAL[n]![k]!);
const PERM_MOST: Record<number, number> = { 2: 25, 3: 20, 4: 15, 5: 10 };
const MAX_LINES = 2025;

type Bet = { selection: Record<string, unknown>; lines: number };

const perm = fc.integer({ min: 2, max: 5 }).chain((size) =>
  fc.uniqueArray(fc.integer({ min: 1, max: 90 }), { minLength: size + 1, maxLength: PERM_MOST[size] }).map(
    (numbers): Bet => ({
      selection: { type: "perm", size, numbers },
      lines: binomial(numbers.length, size),
    }),
  ),
);

const banker = fc
  .integer({ min: 2, max: 5 })
  .chain((size) =>
    fc.integer({ min: 1, max: size - 1 }).chain((bankers) =>
      fc
        .uniqueArray(fc.integer({ min: 1, max: 90 }), { minLength: size + 1, maxLength: bankers + 30 })
        .map((picked): Bet => {
          const numbers = picked.slice(bankers);
          return {
            selection: { type: "banker", size, bankers: picked.slice(0, bankers), numbers },
            lines: binomial(numbers.length, size - bankers),
          };
        }),
    ),
  )
  .filter((bet) => bet.lines <= MAX_LINES);

const against = fc
  .uniqueArray(fc.integer({ min: 1, max: 90 }), { minLength: 3, maxLength: 90 })
  .chain((picked) =>
    fc.integer({ min: 1, max: picked.length - 1 }).map((split): Bet => {
      const top = picked.slice(0, split);
      const bottom = picked.slice(split);
      return { selection: { type: "against", top, bottom }, lines: top.length * bottom.length };
    }),
  );

const bet = fc.oneof(perm, banker, against);
/** Cents as the API writes them ("12.05"), without floats. */
const money = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`;
/** Stake per line in cents. */
const stake = fc.bigInt({ min: 10n, max: 500n }).map((cents) => ({ cents, text: money(cents) }));

let c: CartTestApp;
let draw: DrawRow;
beforeAll(async () => {
  c = await createCartTestApp([lottoCartSite("counts", { lotto: { max_stake_per_ticket: "100000.00" } })]);
  draw = await c.draw("lucky5", 3_600_000);
});
afterAll(() => c.t.close());

describe("cart line counts (property)", () => {
  test("perm, banker and against lines are the combinatorial counts; stake = lines × stake per line", async () => {
    const site = await new SiteResolver(c.t.testDb.db).byCode("counts");
    const now = c.time.clock();
    fc.assert(
      fc.property(bet, stake, ({ selection, lines }, { cents, text }) => {
        const input = { draw_id: String(draw.id), selection, stake_per_line: text } as Parameters<
          typeof checkCartLine
        >[2];
        const checked = checkCartLine(site, draw, input, now);
        expect(checked.lines).toBe(lines);
        const view = cartLineView(
          site,
          { line: { ...fakeLine, lines: checked.lines, stakePerLine: checked.stakePerLine }, draw },
          now,
        );
        expect(view.total_stake).toBe(money(BigInt(lines) * cents));
      }),
      { numRuns: 500 },
    );
  });

  test("the same through the API: the cart shows each ticket's lines and total", async () => {
    const { token } = await c.buyer();
    await fc.assert(
      fc.asyncProperty(bet, stake, async ({ selection, lines }, { cents, text }) => {
        await c.call("DELETE", "/api/user/cart", { site: "counts", token });
        const response = await c.call("POST", "/api/user/cart/lines", {
          site: "counts",
          token,
          body: line(draw, selection, text),
        });
        expect(response.statusCode, response.body).toBe(200);
        const cart = cartResponseSchema.parse(response.json().data);
        expect(cart.lines.map((l) => l.lines)).toEqual([lines]);
        expect(cart.total_stake).toBe(money(BigInt(lines) * cents));
      }),
      { numRuns: 40 },
    );
  });
});

const fakeLine = {
  id: 1,
  siteId: 1,
  userId: "00000000-0000-0000-0000-000000000000",
  drawId: 1,
  selection: {},
  lines: 1,
  stakePerLine: 1n,
  nextDrawIfClosed: false,
  createdAt: new Date(),
};
