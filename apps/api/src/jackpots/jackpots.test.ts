import { createHash } from "node:crypto";
import {
  errorEnvelopeSchema,
  jackpotDetailSchema,
  jackpotListSchema,
  successEnvelope,
} from "@platform/contracts";
import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { enabledGames, jackpotDrops, ledgerTransactions, notifications } from "../db/schema.ts";
import { createGamesTestApp, type GamesTestApp, gamesSite, newId } from "../test/games-fixtures.ts";
import { ok } from "../test/wallet-calls.ts";
import { commitmentOf } from "./commitment.ts";
import { DAILY, HOURLY, openPool, poolBooks, poolRow, spin, spinBodies } from "./jackpot-fixtures.ts";

/*
 * Must-drop jackpots through the seamless wallet (docs/decisions/042): a settled round pays its
 * share into each qualifying pool, the round that reaches a pool's drop point (or comes after its
 * deadline) takes the whole pool, the pool restarts at its seed with a new commitment, and the
 * pages' API reveals what it committed to.
 */

let c: GamesTestApp;
beforeAll(async () => {
  c = await createGamesTestApp([gamesSite("games"), gamesSite("other")]);
  await openPool(c, HOURLY);
  await openPool(c, DAILY);
  // A pool only the other site has: its slug must not open from this site.
  await openPool(c, { ...HOURLY, slug: "other-only" }, "other");
  const now = c.time.clock();
  const siteId = await c.siteId();
  await c.t.testDb.db.insert(enabledGames).values([
    { siteId, product: "crash", game: "crash", maxWinMultiplier: "1000000", createdAt: now, updatedAt: now },
    {
      siteId,
      product: "sports",
      game: "match-bet",
      maxWinMultiplier: "1000",
      createdAt: now,
      updatedAt: now,
    },
  ]);
});
afterAll(() => c.t.close());

const list = async (site = "games", locale?: string) => {
  const response = await c.call("GET", `/api/jackpots${locale ? `?locale=${locale}` : ""}`, { site });
  expect(response.statusCode, response.body).toBe(200);
  return successEnvelope(jackpotListSchema).parse(response.json()).data;
};
const detail = async (slug: string, site = "games") => {
  const response = await c.call("GET", `/api/jackpots/${slug}`, { site });
  expect(response.statusCode, response.body).toBe(200);
  return successEnvelope(jackpotDetailSchema).parse(response.json()).data;
};

describe("the pools' books", () => {
  test("the list shows each pool at its seed, its range, share and commitment, never its point", async () => {
    const { pools } = await list();
    expect(pools.map((pool) => pool.slug)).toEqual(["hourly", "daily"]);
    const hourly = pools[0]!;
    expect(hourly).toMatchObject({
      name: "Hourly Drop",
      cadence: "hourly",
      currency_code: "KES",
      seed: "500.00",
      must_drop: "2500.00",
      contribution_percent: "1",
      products: ["slots", "crash"],
      cycle: 1,
      last_drop: null,
    });
    expect(pools[1]?.contribution_percent).toBe("0.5");
    const row = await poolRow(c, "hourly");
    expect(hourly.commitment).toBe(row.commitment);
    expect(hourly.commitment).toBe(commitmentOf(row.dropPoint, row.nonce));
    const text = JSON.stringify(await list());
    expect(text).not.toContain(row.nonce);
    expect(text).not.toContain(`"${row.dropPoint}"`);
    expect((await list("games", "fr")).pools[0]?.name).toBe("Jackpot de l'heure");
  });

  test("a settled round pays its share into each pool; a bet alone pays nothing yet", async () => {
    const g = await c.gambler({ cash: 1_000_000n });
    const before = { hourly: await poolRow(c, "hourly"), daily: await poolRow(c, "daily") };
    const { bet, win } = spinBodies(g, 10_000);
    ok(await c.wallet("bet", bet));
    expect((await poolRow(c, "hourly")).amount).toBe(before.hourly.amount);
    ok(await c.wallet("win", win));
    // 1 % and 0.5 % of 100.00, paid by the operator: the player's balance moved by the stake alone.
    expect((await poolRow(c, "hourly")).amount).toBe(before.hourly.amount + 100n);
    expect((await poolRow(c, "daily")).amount).toBe(before.daily.amount + 50n);
    expect(await poolBooks(c, "hourly")).toBe((await poolRow(c, "hourly")).amount);
    expect(await poolBooks(c, "daily")).toBe((await poolRow(c, "daily")).amount);
    const { balance } = ok(await c.wallet("balance", { token: g.token }));
    expect(balance).toBe(990_000);
    expect(await c.problems()).toEqual([]);
  });

  test("shares smaller than a minor unit add up exactly", async () => {
    const g = await c.gambler({ cash: 10_000n });
    const start = await poolRow(c, "hourly");
    // 1 % of 0.50 is half a cent: the second round makes the cent.
    await spin(c, g, 50);
    const one = await poolRow(c, "hourly");
    await spin(c, g, 50);
    const two = await poolRow(c, "hourly");
    expect(one.shareUnits - start.shareUnits).toBe(5_000n);
    expect(two.amount - start.amount).toBe(
      (start.shareUnits + 10_000n) / 10_000n - start.shareUnits / 10_000n,
    );
    expect(await poolBooks(c, "hourly")).toBe(two.amount);
  });

  test("a replayed bet and a replayed win count once", async () => {
    const g = await c.gambler({ cash: 100_000n });
    const start = await poolRow(c, "hourly");
    const { bet, win } = spinBodies(g, 2_000);
    for (let copy = 0; copy < 3; copy++) ok(await c.wallet("bet", bet));
    await Promise.all(Array.from({ length: 5 }, () => c.wallet("win", win)));
    ok(await c.wallet("win", win));
    const after = await poolRow(c, "hourly");
    expect(after.contributions).toBe(start.contributions + 1);
    expect(after.amount).toBe(start.amount + 20n);
    const moved = await c.t.testDb.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `jackpot:round:${bet.round_id}`));
    expect(moved).toHaveLength(1);
  });

  test("a rolled-back bet never pays in, and a second win of a settled round adds nothing", async () => {
    const g = await c.gambler({ cash: 100_000n });
    const start = await poolRow(c, "hourly");
    const { bet } = spinBodies(g, 5_000);
    ok(await c.wallet("bet", bet));
    ok(
      await c.wallet("rollback", {
        token: g.token,
        transaction_id: newId("rollback"),
        round_id: bet.round_id,
        game: bet.game,
        reference_transaction_id: bet.transaction_id,
      }),
    );
    expect((await poolRow(c, "hourly")).contributions).toBe(start.contributions);

    const other = spinBodies(g, 5_000);
    ok(await c.wallet("bet", other.bet));
    ok(await c.wallet("win", { ...other.win, amount: 100, round_closed: false }));
    ok(await c.wallet("win", { ...other.win, transaction_id: newId("win"), amount: 0 }));
    const after = await poolRow(c, "hourly");
    expect(after.contributions).toBe(start.contributions + 1);
    expect(after.amount).toBe(start.amount + 50n);
  });

  test("only the pools' products qualify: a crash round counts, a sports bet does not", async () => {
    const g = await c.gambler({ cash: 100_000n });
    const start = await poolRow(c, "hourly");
    await spin(c, g, 1_000, 0, "games", "crash");
    expect((await poolRow(c, "hourly")).amount).toBe(start.amount + 10n);
    await spin(c, g, 1_000, 0, "games", "match-bet");
    expect((await poolRow(c, "hourly")).amount).toBe(start.amount + 10n);
  });
});

describe("a drop", () => {
  test("the round that reaches the point takes the whole pool; it restarts at its seed", async () => {
    const site = gamesSite("drops");
    const d = await createGamesTestApp([site]);
    try {
      const pool = await openPool(
        d,
        { ...HOURLY, slug: "tight", seedAmount: 1_000n, mustDropAmount: 1_050n },
        "drops",
        1_030n,
      );
      const g = await d.gambler({ cash: 100_000n }, "drops");
      // Each round pays 10: the third takes the pool from 1,020 to 1,030, its point.
      for (let round = 0; round < 2; round++) await spin(d, g, 1_000, 0, "drops");
      const balanceBefore = ok(await d.wallet("balance", { token: g.token }, "drops")).cash;
      const answer = await spin(d, g, 1_000, 0, "drops");
      // The wallet's answer already holds the jackpot.
      expect(answer.cash).toBe(balanceBefore - 1_000 + 1_030);

      const [drop] = await d.t.testDb.db.select().from(jackpotDrops).where(eq(jackpotDrops.poolId, pool.id));
      expect(drop).toMatchObject({
        cycle: 1,
        amount: 1_030n,
        dropPoint: 1_030n,
        reason: "point",
        winnerUserId: g.id,
        winCash: 1_030n,
        winPromo: 0n,
        contributions: 3,
      });
      expect(createHash("sha256").update(`1030${drop!.nonce}`).digest("hex")).toBe(pool.commitment);

      const next = await poolRow(d, "tight", "drops");
      expect(next).toMatchObject({ cycle: 2, amount: 1_000n, contributions: 0, state: "open" });
      expect(next.commitment).not.toBe(pool.commitment);
      expect(next.dropPoint > 1_000n && next.dropPoint <= 1_050n).toBe(true);
      expect(await poolBooks(d, "tight", "drops")).toBe(1_000n);
      expect(await d.problems("drops")).toEqual([]);

      // The winner hears of it, and their history names the movement.
      const inbox = await d.t.testDb.db.select().from(notifications).where(eq(notifications.userId, g.id));
      expect(inbox.map((notice) => notice.title)).toEqual(["You won the Hourly Drop jackpot!"]);
      expect(inbox[0]?.body).toContain("KSh 10.30");
      const history = await d.call("GET", "/api/user/history?transaction_description_id=jackpot_win", {
        site: "drops",
        token: g.session,
      });
      expect(history.statusCode).toBe(200);
      expect(history.json().data.items).toEqual([
        expect.objectContaining({ type: "jackpot_win", description: "Jackpot win", amount: "10.30" }),
      ]);

      // The page reveals it: point, nonce, and the commitment they hash to.
      const response = await d.call("GET", "/api/jackpots/tight", { site: "drops" });
      const page = successEnvelope(jackpotDetailSchema).parse(response.json()).data;
      expect(page.pool.cycle).toBe(2);
      expect(page.pool.last_drop).toMatchObject({
        cycle: 1,
        point: "10.30",
        point_minor: "1030",
        amount: "10.30",
      });
      const revealed = page.recent_drops[0]!;
      expect(createHash("sha256").update(`${revealed.point_minor}${revealed.nonce}`).digest("hex")).toBe(
        revealed.commitment,
      );
      expect(revealed.winner).not.toContain(g.id);
    } finally {
      await d.t.close();
    }
  });

  test("after its deadline the next qualifying round takes the pool, whatever the amount", async () => {
    const site = gamesSite("late");
    const d = await createGamesTestApp([site]);
    try {
      await openPool(d, { ...HOURLY, slug: "late" }, "late");
      const g = await d.gambler({ cash: 10_000n, promo: 10_000n }, "late");
      await spin(d, g, 1_000, 0, "late");
      expect((await poolRow(d, "late", "late")).cycle).toBe(1);
      d.time.advance(3_600_000);
      // Half cash, half promo credit: the jackpot comes back in the same proportion (018).
      const h = await d.gambler({ cash: 500n, promo: 500n }, "late");
      await spin(d, h, 1_000, 0, "late");
      const [drop] = await d.t.testDb.db.select().from(jackpotDrops);
      expect(drop).toMatchObject({ reason: "deadline", winnerUserId: h.id, amount: 50_020n });
      expect(drop!.amount < drop!.dropPoint).toBe(true);
      expect(drop!.winCash).toBe(25_010n);
      expect(drop!.winPromo).toBe(25_010n);
      expect(ok(await d.wallet("balance", { token: h.token }, "late"))).toMatchObject({
        cash: 25_010,
        promo: 25_010,
      });
      const next = await poolRow(d, "late", "late");
      expect(next.deadline.getTime()).toBe(d.time.clock().getTime() + 3_600_000);
      expect(await d.problems("late")).toEqual([]);
    } finally {
      await d.t.close();
    }
  });

  test("the database keeps an open cycle's point, and never commits a drop halfway", async () => {
    const pool = await poolRow(c, "hourly");
    // Even with a matching commitment, the open cycle's point never changes (its guard trigger).
    const nonce = "0".repeat(64);
    for (const change of [
      sql`update jackpot_pools set drop_point = drop_point + 1 where id = ${pool.id}`,
      sql`update jackpot_pools set drop_point = ${pool.dropPoint + 1n}, nonce = ${nonce},
        commitment = ${commitmentOf(pool.dropPoint + 1n, nonce)} where id = ${pool.id}`,
      sql`delete from jackpot_pools where id = ${pool.id}`,
    ]) {
      await expect(c.t.testDb.db.execute(change)).rejects.toThrow();
    }
    // A drop is paid and the next cycle opened in one transaction, or nothing commits.
    await expect(
      c.t.testDb.db.transaction(async (tx) => {
        await tx.execute(sql`update jackpot_pools set state = 'dropping' where id = ${pool.id}`);
      }),
    ).rejects.toThrow();
    expect((await poolRow(c, "hourly")).state).toBe("open");
    expect((await poolRow(c, "hourly")).dropPoint).toBe(pool.dropPoint);
  });
});

describe("the pages' API refuses what is not the site's", () => {
  test("another site's slug, an unknown one and a malformed one are the same 404", async () => {
    for (const slug of ["other-only", "nope", "UPPER", "..%2F..%2Fetc", "a".repeat(70), "%00"]) {
      const response = await c.call("GET", `/api/jackpots/${slug}`, { site: "games" });
      expect(response.statusCode, slug).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).message).toBe("There is no such jackpot.");
    }
    expect((await detail("other-only", "other")).pool.slug).toBe("other-only");
    expect((await list("other")).pools.map((pool) => pool.slug)).toEqual(["other-only"]);
  });

  test("a site without pools lists none", async () => {
    const d = await createGamesTestApp([gamesSite("bare")]);
    try {
      const response = await d.call("GET", "/api/jackpots", { site: "bare" });
      expect(response.json().data.pools).toEqual([]);
    } finally {
      await d.t.close();
    }
  });

  test("the list's amounts are the books'", async () => {
    const { pools } = await list();
    for (const pool of pools) {
      const books = await poolBooks(c, pool.slug);
      expect(pool.amount).toBe((Number(books) / 100).toFixed(2));
    }
    const rows = await c.t.testDb.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.kind, "jackpot_contribution"),
          eq(ledgerTransactions.siteId, await c.siteId()),
        ),
      );
    expect(rows.every((row) => row.userId === null)).toBe(true);
  });
});
