import { jackpotDetailSchema, jackpotListSchema, successEnvelope } from "@platform/contracts";
import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { jackpotDrops, ledgerTransactions } from "../db/schema.ts";
import { OperatorError } from "../operator/operator-commands.ts";
import { createGamesTestApp, type GamesTestApp, gamesSite } from "../test/games-fixtures.ts";
import { jackpotsCreateCommand, jackpotsListCommand, jackpotsRetireCommand } from "./jackpot-commands.ts";
import { poolBooks, poolRow, spin } from "./jackpot-fixtures.ts";

/*
 * The operator's jackpot commands (docs/decisions/042): a pool created from the command line is
 * the seed's pool (its seed a keyed ledger transfer, its first point committed); a retired pool
 * takes no more contributions, its open cycle still drops by its deadline, and no cycle follows.
 */

let c: GamesTestApp;
let lines: string[];
const out = (line: string) => lines.push(line);
beforeAll(async () => {
  c = await createGamesTestApp([gamesSite("games")]);
});
afterAll(() => c.t.close());

const hourly = {
  names: ["Hourly Drop", "fr:Jackpot de l'heure"],
  kind: "hourly",
  seed: "500",
  mustDrop: "2500",
  share: "1",
  products: "slots,crash",
};

const list = async () => {
  const response = await c.call("GET", "/api/jackpots", { site: "games" });
  expect(response.statusCode, response.body).toBe(200);
  return successEnvelope(jackpotListSchema).parse(response.json()).data.pools;
};

/** The ledger transactions whose idempotency key starts so. */
const keyed = (prefix: string) =>
  c.t.testDb.db
    .select()
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, `${prefix}%`));

describe("jackpots create and list", () => {
  test("create opens a pool at its seed, moved in by a keyed transfer, with its first point committed", async () => {
    lines = [];
    const pool = await jackpotsCreateCommand(
      c.t.testDb.db,
      out,
      "games",
      "hourly-drop",
      hourly,
      c.time.clock(),
    );
    expect(pool).toMatchObject({
      cadence: "hourly",
      contributionBps: 100,
      seedAmount: 50_000n,
      mustDropAmount: 250_000n,
      amount: 50_000n,
      products: ["slots", "crash"],
      names: { en: "Hourly Drop", fr: "Jackpot de l'heure" },
      cycle: 1,
      position: 1,
    });
    expect(lines[0]).toContain("Pool hourly-drop opened on games");
    expect(lines[1]).toContain(pool.commitment);
    const [seed] = await keyed("jackpot:hourly-drop:1:seed");
    expect(seed).toMatchObject({ kind: "jackpot_seed" });
    expect(await poolBooks(c, "hourly-drop")).toBe(50_000n);
    const [shown] = await list();
    expect(shown).toMatchObject({
      slug: "hourly-drop",
      amount: "500.00",
      must_drop: "2500.00",
      contribution_percent: "1",
    });
    expect(await c.problems()).toEqual([]);

    lines = [];
    expect(await jackpotsListCommand(c.t.testDb.db, out, "games")).toBe(true);
    expect(lines.join("\n")).toContain('hourly-drop  "Hourly Drop"  hourly  open');
    expect(lines.join("\n")).toContain(`cycle 1: 500.00 KES from 0 rounds`);
    expect(lines.join("\n")).toContain("books 500.00 KES");
  });

  test("a slug is never reused, and the terms are checked before anything moves", async () => {
    const db = c.t.testDb.db;
    const refused = (slug: string, options: Partial<typeof hourly>, site = "games") =>
      expect(jackpotsCreateCommand(db, out, site, slug, { ...hourly, ...options })).rejects.toBeInstanceOf(
        OperatorError,
      );
    await refused("hourly-drop", {});
    await refused("daily-drop", { mustDrop: "500" });
    await refused("daily-drop", { kind: "weekly" });
    await refused("daily-drop", { share: "0" });
    await refused("daily-drop", { share: "101" });
    await refused("daily-drop", { products: "slots,lotto" });
    await refused("daily-drop", { names: ["fr:Seulement en français"] });
    await refused("Daily Drop", {});
    await refused("daily-drop", {}, "nowhere");
    expect(await keyed("jackpot:daily-drop")).toEqual([]);
  });
});

describe("jackpots retire", () => {
  test("no more contributions; the open cycle drops by its deadline; no cycle follows; the books stay whole", async () => {
    const db = c.t.testDb.db;
    const g = await c.gambler({ cash: 100_000n });
    await spin(c, g, 10_000);
    const before = await poolRow(c, "hourly-drop");
    expect(before.amount).toBe(50_100n);

    lines = [];
    await jackpotsRetireCommand(db, out, "games", "hourly-drop", c.time.clock());
    expect(lines[0]).toBe("Pool hourly-drop retired: it takes no more contributions.");
    await expect(jackpotsRetireCommand(db, out, "games", "hourly-drop")).rejects.toThrow("already retiring");
    await expect(jackpotsRetireCommand(db, out, "games", "nope")).rejects.toThrow("no pool nope");
    // Pages show a share of 0 and the deadline the last cycle drops by.
    expect((await list())[0]).toMatchObject({
      slug: "hourly-drop",
      contribution_percent: "0",
      amount: "501.00",
    });

    // Before the deadline a qualifying round pays nothing in and wins nothing.
    await spin(c, g, 10_000);
    expect(await poolRow(c, "hourly-drop")).toMatchObject({
      amount: 50_100n,
      contributions: 1,
      state: "open",
    });
    expect(await poolBooks(c, "hourly-drop")).toBe(50_100n);

    // The database refuses a contribution or an un-retiring, whatever the code does.
    await expect(
      db.execute(sql`update jackpot_pools set share_units = share_units + 100 where id = ${before.id}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update jackpot_pools set retired_at = null where id = ${before.id}`),
    ).rejects.toThrow();

    // After the deadline the next qualifying round takes what it holds, and no cycle opens.
    c.time.advance(3_600_000);
    const winner = await c.gambler({ cash: 10_000n });
    await spin(c, winner, 1_000);
    const [drop] = await db.select().from(jackpotDrops).where(eq(jackpotDrops.poolId, before.id));
    expect(drop).toMatchObject({ reason: "deadline", winnerUserId: winner.id, amount: 50_100n, cycle: 1 });
    expect(await poolRow(c, "hourly-drop")).toMatchObject({ state: "retired", cycle: 1 });
    expect(await poolBooks(c, "hourly-drop")).toBe(0n);
    expect(await keyed("jackpot:hourly-drop:2:seed")).toEqual([]);
    expect(await c.problems()).toEqual([]);

    // Gone from the pages; later rounds change nothing; the operator still sees it.
    expect(await list()).toEqual([]);
    const page = await c.call("GET", "/api/jackpots/hourly-drop", { site: "games" });
    expect(page.statusCode).toBe(404);
    expect(successEnvelope(jackpotDetailSchema).safeParse(page.json()).success).toBe(false);
    await spin(c, winner, 1_000);
    expect(
      await db
        .select()
        .from(jackpotDrops)
        .where(and(eq(jackpotDrops.poolId, before.id))),
    ).toHaveLength(1);
    lines = [];
    expect(await jackpotsListCommand(db, out, "games")).toBe(true);
    expect(lines.join("\n")).toContain('hourly-drop  "Hourly Drop"  hourly  retired');
    expect(lines.join("\n")).toContain("books 0.00 KES");
    await expect(jackpotsRetireCommand(db, out, "games", "hourly-drop")).rejects.toThrow("already retired");
  });
});
