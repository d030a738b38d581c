import { walletErrorSchema } from "@platform/contracts";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { gameRounds, gameTransactions } from "../db/schema.ts";
import { createGamesTestApp, type GamesTestApp, newId } from "../test/games-fixtures.ts";
import { balanceOf, GAME, ok } from "../test/wallet-calls.ts";

/*
 * Issue 19's "settlement and resettlement leave the ledger balanced", on the platform's wallet with
 * the sportsbook's call sequence (docs/decisions/046-sports-betting.md): the bet `<bet>-bet`, its
 * settlement `<bet>-win-1` closing the round, then for each corrected result the reversal
 * `<bet>-win-<n>-rollback` and the new settlement `<bet>-win-<n+1>`, every call possibly sent twice.
 * Between corrections the player may spend; a reversal the balances no longer cover is refused,
 * the operator credits the shortfall and the same reversal is sent again. At every step the books
 * balance, and at the end the player holds funds − stake − spent + credited + the final payout.
 */

let c: GamesTestApp;
beforeAll(async () => {
  c = await createGamesTestApp();
});
afterAll(() => c.t.close());

const scenario = fc.record({
  cash: fc.integer({ min: 0, max: 5_000 }),
  promo: fc.integer({ min: 0, max: 5_000 }),
  /** The stake as a share of what the player has (at least 1). */
  stakeShare: fc.double({ min: 0.01, max: 1, noNaN: true }),
  /** The first settlement's payout and each correction's, as multiples of the stake. */
  payouts: fc.array(
    fc.integer({ min: 0, max: 40 }).map((tenths) => tenths / 10),
    {
      minLength: 1,
      maxLength: 4,
    },
  ),
  /** Before each correction, the share of the balance the player stakes elsewhere. */
  spends: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 4, maxLength: 4 }),
  /** Which calls are delivered twice. */
  twice: fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
});

test("settle → correct → resettle leaves the player with stake-debits + final payout, books balanced", async () => {
  let refusals = 0;
  await fc.assert(
    fc.asyncProperty(scenario, async (s) => {
      fc.pre(s.cash + s.promo > 0);
      const g = await c.gambler({ cash: BigInt(s.cash), promo: BigInt(s.promo) });
      const betId = newId("sports");
      const stake = Math.max(1, Math.floor((s.cash + s.promo) * s.stakeShare));
      let calls = 0;
      /** Sends a call, maybe twice (a retry after a lost answer): the second answers the first. */
      const send = async (method: "bet" | "win" | "rollback", body: Record<string, unknown>) => {
        const first = await c.wallet(method, body);
        if (s.twice[calls++ % s.twice.length]) {
          const again = await c.wallet(method, body);
          expect(again.statusCode).toBe(first.statusCode);
        }
        return first;
      };
      const common = { token: g.token, round_id: betId, game: GAME };
      ok(await send("bet", { ...common, transaction_id: `${betId}-bet`, amount: stake, currency: "KES" }));
      let spent = 0;
      let credited = 0;
      const win = (n: number, amount: number) =>
        send("win", {
          ...common,
          transaction_id: `${betId}-win-${n}`,
          amount,
          currency: "KES",
          reference_transaction_id: `${betId}-bet`,
          round_closed: true,
        });
      const payoutOf = (multiple: number) => Math.floor(stake * multiple);
      ok(await win(1, payoutOf(s.payouts[0]!)));
      expect(await c.problems()).toEqual([]);

      for (let n = 1; n < s.payouts.length; n++) {
        const before = await balanceOf(c, g);
        const spend = Math.floor(before.balance * s.spends[n - 1]!);
        if (spend > 0) {
          ok(await send("bet", { ...common, ...elsewhere(), amount: spend, currency: "KES" }));
          spent += spend;
        }
        const reversal = {
          ...common,
          transaction_id: `${betId}-win-${n}-rollback`,
          reference_transaction_id: `${betId}-win-${n}`,
        };
        const answer = await send("rollback", reversal);
        if (answer.statusCode !== 200) {
          expect(walletErrorSchema.parse(answer.json()).code).toBe("RS_ERROR_NOT_ENOUGH_MONEY");
          refusals++;
          // Nothing moved; the round is still closed, so the new settlement would be refused.
          expect((await roundOf(betId)).closedAt).not.toBeNull();
          // The operator covers the shortfall on each balance the win credited, and retries.
          const now = await balanceOf(c, g);
          const taken = await takenBy(betId, `${betId}-win-${n}`);
          const cash = Math.max(0, taken.cash - now.cash);
          const promo = Math.max(0, taken.promo - now.promo);
          if (cash > 0) await c.credit(g.id, "cash", BigInt(cash));
          if (promo > 0) await c.credit(g.id, "promo", BigInt(promo));
          credited += cash + promo;
          expect(await c.problems()).toEqual([]);
          ok(await send("rollback", reversal));
        }
        expect((await roundOf(betId)).closedAt).toBeNull();
        expect(await c.problems()).toEqual([]);
        ok(await win(n + 1, payoutOf(s.payouts[n]!)));
        expect(await c.problems()).toEqual([]);
      }

      const final = payoutOf(s.payouts.at(-1)!);
      expect((await balanceOf(c, g)).balance).toBe(s.cash + s.promo - stake - spent + credited + final);
      expect(await roundOf(betId)).toMatchObject({ win: BigInt(final), stake: BigInt(stake) });
    }),
    {
      numRuns: 25,
      // Always among them: a player who spent the whole win before each correction.
      examples: [
        [
          {
            cash: 1_000,
            promo: 500,
            stakeShare: 0.5,
            payouts: [3, 1, 0, 2],
            spends: [1, 1, 0, 0.5],
            twice: Array.from({ length: 10 }, () => true),
          },
        ],
      ],
    },
  );
  expect(refusals).toBeGreaterThan(0);
});

const elsewhere = () => ({ transaction_id: newId("elsewhere"), round_id: newId("elsewhere") });

async function roundOf(roundId: string) {
  const [round] = await c.t.testDb.db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.siteId, await c.siteId()), eq(gameRounds.roundId, roundId)));
  return round!;
}

/** What a win credited to cash and promo credit (what its reversal takes back). */
async function takenBy(roundId: string, winId: string) {
  const [win] = await c.t.testDb.db
    .select()
    .from(gameTransactions)
    .where(and(eq(gameTransactions.roundId, roundId), eq(gameTransactions.transactionId, winId)));
  return { cash: Number(win!.cashAmount), promo: Number(win!.promoAmount) };
}
