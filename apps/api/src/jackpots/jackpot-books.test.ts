import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  jackpotDrops,
  jackpotPools,
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
} from "../db/schema.ts";
import { createGamesTestApp, type Gambler, type GamesTestApp, gamesSite } from "../test/games-fixtures.ts";
import { commitmentOf } from "./commitment.ts";
import { openPool, poolBooks, spin } from "./jackpot-fixtures.ts";
import type { PoolRow } from "./pools.ts";

/*
 * The pools' books under random play (docs/decisions/042), against a model: settled rounds of
 * random stakes and clock jumps past deadlines, on pools of random terms. After every step each
 * pool's amount, cycle and drops are the model's, and its ledger account holds exactly
 * seed + contributions − wins; every drop revealed a point and nonce that hash to its commitment.
 */

const SITE = "books";
let c: GamesTestApp;
let player: Gambler;
beforeAll(async () => {
  c = await createGamesTestApp([gamesSite(SITE)]);
  player = await c.gambler({ cash: 10_000_000_000n }, SITE);
});
afterAll(() => c.t.close());

/** What the model expects of a pool. */
interface Model {
  row: PoolRow;
  units: bigint;
  cycle: number;
  drops: number;
}

const amountOf = (model: Model) => model.row.seedAmount + model.units / 10_000n;

/** Reads the pool's open cycle (its secret point and deadline) into the model after a drop. */
async function reload(model: Model): Promise<void> {
  const [row] = await c.t.testDb.db.select().from(jackpotPools).where(eq(jackpotPools.id, model.row.id));
  model.row = row!;
}

/** Σ of the pool account's postings of one transaction kind. */
async function postedBy(slug: string, kind: string): Promise<bigint> {
  const [row] = await c.t.testDb.db
    .select({ sum: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(
      and(
        eq(ledgerAccounts.kind, "jackpot_pool"),
        eq(ledgerAccounts.code, slug),
        eq(ledgerTransactions.kind, kind),
      ),
    );
  return BigInt(row?.sum ?? "0");
}

const terms = fc.record({
  cadence: fc.constantFrom("hourly" as const, "daily" as const),
  contributionBps: fc.integer({ min: 1, max: 2_000 }),
  seedAmount: fc.bigInt({ min: 100n, max: 50_000n }),
  span: fc.bigInt({ min: 1n, max: 20_000n }),
});
const step = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant("spin" as const), stake: fc.integer({ min: 1, max: 50_000 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("wait" as const), minutes: fc.integer({ min: 1, max: 90 }) }),
  },
);

let runs = 0;
test("each pool's books are seed + contributions − wins, whatever is played", {
  timeout: 600_000,
}, async () => {
  const models: Model[] = [];
  await fc.assert(
    fc.asyncProperty(terms, fc.array(step, { minLength: 1, maxLength: 7 }), async (pool, steps) => {
      runs += 1;
      const row = await openPool(
        c,
        {
          slug: `pool-${runs}`,
          names: { en: `Pool ${runs}` },
          cadence: pool.cadence,
          contributionBps: pool.contributionBps,
          seedAmount: pool.seedAmount,
          mustDropAmount: pool.seedAmount + pool.span,
          products: ["slots"],
        },
        SITE,
      );
      models.push({ row, units: 0n, cycle: 1, drops: 0 });
      for (const action of steps) {
        if (action.kind === "wait") {
          c.time.advance(action.minutes * 60_000);
          continue;
        }
        // Waits add up past a launch token's 4 hours: the player opens the game again.
        player.token = await c.launch(player.session, SITE);
        await spin(c, player, action.stake, 0, SITE);
        const now = c.time.clock().getTime();
        // Every pool of the site counts the round, in id order; the one it reaches drops.
        for (const model of models) {
          model.units += BigInt(action.stake) * BigInt(model.row.contributionBps);
          if (amountOf(model) >= model.row.dropPoint || now >= model.row.deadline.getTime()) {
            model.units = 0n;
            model.cycle += 1;
            model.drops += 1;
            await reload(model);
          }
        }
      }
      for (const model of models) {
        const [row] = await c.t.testDb.db
          .select()
          .from(jackpotPools)
          .where(eq(jackpotPools.id, model.row.id));
        expect(row).toMatchObject({ cycle: model.cycle, shareUnits: model.units, amount: amountOf(model) });
        const seeds = await postedBy(model.row.slug, "jackpot_seed");
        const contributions = await postedBy(model.row.slug, "jackpot_contribution");
        const wins = await postedBy(model.row.slug, "jackpot_win");
        expect(seeds).toBe(model.row.seedAmount * BigInt(model.cycle));
        expect(seeds + contributions + wins).toBe(row!.amount);
        expect(await poolBooks(c, model.row.slug, SITE)).toBe(row!.amount);
        const drops = await c.t.testDb.db
          .select()
          .from(jackpotDrops)
          .where(eq(jackpotDrops.poolId, model.row.id));
        expect(drops).toHaveLength(model.drops);
        expect(drops.reduce((sum, drop) => sum + drop.amount, 0n)).toBe(-wins);
        for (const drop of drops) {
          expect(commitmentOf(drop.dropPoint, drop.nonce)).toBe(drop.commitment);
          expect(drop.reason === "point").toBe(drop.amount >= drop.dropPoint);
        }
      }
      expect(await c.problems(SITE)).toEqual([]);
    }),
    { numRuns: 10 },
  );
  // The runs did make pools drop (a model that never drops would prove little).
  expect(models.reduce((sum, model) => sum + model.drops, 0)).toBeGreaterThan(0);
});
