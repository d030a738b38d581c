import { DRAW_GAME_PRODUCTS, DRAW_GAMES, type DrawGame } from "@platform/contracts";
import { drawClientSeed, drawCommitment, LOTTO_5_90, LUCKY_NUMBER, verifyDraw } from "@platform/fair";
import { advisoryLeadership, type Leadership } from "@platform/server/advisory-lock";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "../app.ts";
import { draws, tickets } from "../db/schema.ts";
import { createLottoFixture, type LottoFixture, lottoSite, TEST_SCHEDULES } from "../test/lotto-fixtures.ts";
import { TEST_ARGON2 } from "../test/test-app.ts";
import { DRAW_SCHEDULER_LOCK_KEY, type DrawScheduler } from "./draw-scheduler.ts";

/*
 * The scheduler against a real store (PGlite, and PostgreSQL with TEST_DATABASE_URL), on a clock
 * the tests move: draws created ahead on the grid without gaps or duplicates, committed before
 * sale, drawn once with the numbers the verifier recomputes, and a restart that loses nothing.
 */

const MINUTE = 60_000;
const alwaysLeader: Leadership = { acquire: async () => true, release: async () => undefined };

let f: LottoFixture;
beforeAll(async () => {
  // "quiet" runs only Lucky 3: the catch-up test counts its draws.
  f = await createLottoFixture([lottoSite("lotto"), lottoSite("quiet", { products_allow: ["5-90-lucky3"] })]);
});
afterAll(() => f.close());

async function drawsOf(game: DrawGame, site = "lotto") {
  return f.db
    .select()
    .from(draws)
    .where(and(eq(draws.siteId, await f.siteId(site)), eq(draws.game, game)))
    .orderBy(asc(draws.drawAt));
}

/** Ticks until nothing is left for this clock; the reports summed. */
async function runUntilIdle(scheduler: DrawScheduler) {
  const total = await scheduler.tick();
  let report = total;
  while (report.more) {
    report = await scheduler.tick();
    for (const key of ["created", "closed", "drawn", "settled", "finished"] as const)
      total[key] += report[key];
  }
  return total;
}

/** The grid rules of one game's draws, whatever else happened. */
function expectTimetable(rows: (typeof draws.$inferSelect)[], game: DrawGame) {
  const { every_seconds, close_seconds } = TEST_SCHEDULES[game];
  rows.forEach((row, index) => {
    expect(row.drawAt.getTime() % (every_seconds * 1000)).toBe(0);
    expect(row.drawAt.getTime() - row.closesAt.getTime()).toBe(close_seconds * 1000);
    expect(row.opensAt.getTime()).toBeLessThanOrEqual(row.closesAt.getTime());
    if (index > 0) {
      // Sequences follow on without a gap; sales open when the previous draw takes place (or later).
      expect(row.sequence).toBe(rows[index - 1]!.sequence + 1);
      expect(row.drawAt.getTime()).toBeGreaterThan(rows[index - 1]!.drawAt.getTime());
      expect(row.opensAt.getTime()).toBeGreaterThanOrEqual(rows[index - 1]!.drawAt.getTime());
    }
    expect(row.clientSeed).toBe(
      drawClientSeed({ game: DRAW_GAME_PRODUCTS[game], drawId: row.sequence, scheduledAt: row.drawAt }),
    );
  });
}

describe("creating draws ahead", () => {
  test("an hour of draws on the grid, at least three, none twice however often it runs", async () => {
    const scheduler = f.scheduler();
    const now = f.time.clock();
    const first = await scheduler.tick();
    expect(first.leader).toBe(true);
    for (const game of DRAW_GAMES) {
      const rows = await drawsOf(game);
      const every = TEST_SCHEDULES[game].every_seconds * 1000;
      expect(rows.length).toBeGreaterThanOrEqual(Math.max(3, Math.floor((60 * MINUTE) / every)));
      expect(rows[0]!.sequence).toBe(1);
      // The first draw opens now; its sales still have time to run.
      expect(rows[0]!.opensAt.getTime()).toBe(now.getTime());
      expect(rows[0]!.closesAt.getTime()).toBeGreaterThan(now.getTime());
      expect(rows.at(-1)!.drawAt.getTime()).toBeGreaterThan(now.getTime() + 60 * MINUTE - every);
      expect(rows.every((row) => row.status === "open" && row.numbers === null)).toBe(true);
      expectTimetable(rows, game);
    }
    // Lucky 5 at 10:00:30: 10:15, 10:30, 10:45, 11:00.
    expect((await drawsOf("lucky5")).map((row) => row.drawAt.toISOString().slice(11, 16))).toEqual([
      "10:15",
      "10:30",
      "10:45",
      "11:00",
    ]);
    const count = (await f.db.select().from(draws)).length;
    expect((await scheduler.tick()).created).toBe(0);
    // A second scheduler on the same lock (or the same one twice at once) adds nothing either.
    const again = await Promise.all([scheduler.tick(), f.scheduler({ leadership: alwaysLeader }).tick()]);
    expect(again.map((report) => report.created)).toEqual([0, 0]);
    expect((await f.db.select().from(draws)).length).toBe(count);

    // Ten minutes on, the timetable is topped up from where it ended.
    f.time.advance(10 * MINUTE);
    expect((await runUntilIdle(scheduler)).created).toBeGreaterThan(0);
    for (const game of DRAW_GAMES) expectTimetable(await drawsOf(game), game);
    await scheduler.stop();
  });

  test("each draw's hash is published at creation and commits to its secret seed", async () => {
    for (const game of DRAW_GAMES) {
      const rows = await drawsOf(game);
      for (const row of rows.slice(0, 3)) {
        expect(row.serverSeed).toMatch(/^[0-9a-f]{64}$/);
        expect(await drawCommitment(row.serverSeed)).toBe(row.serverSeedHash);
      }
      expect(new Set(rows.map((row) => row.serverSeed)).size).toBe(rows.length);
    }
  });
});

describe("closing, drawing", () => {
  test("sales close at closes_at; the draw happens at draw_at with the numbers the verifier recomputes", async () => {
    const scheduler = f.scheduler();
    await runUntilIdle(scheduler);
    const [next] = (await drawsOf("number")).filter((row) => row.status === "open");
    const published = { hash: next!.serverSeedHash, clientSeed: next!.clientSeed };

    f.time.advance(next!.closesAt.getTime() - f.time.clock().getTime() - 1);
    await runUntilIdle(scheduler);
    expect((await drawsOf("number")).find((row) => row.id === next!.id)?.status).toBe("open");
    f.time.advance(1);
    await runUntilIdle(scheduler);
    const closed = (await drawsOf("number")).find((row) => row.id === next!.id)!;
    expect(closed.status).toBe("closed");
    expect(closed.numbers).toBeNull();

    f.time.advance(next!.drawAt.getTime() - f.time.clock().getTime());
    const report = await runUntilIdle(scheduler);
    expect(report.drawn).toBeGreaterThanOrEqual(1);
    const drawn = (await drawsOf("number")).find((row) => row.id === next!.id)!;
    // No ticket: drawn and settled in the same tick.
    expect(drawn.status).toBe("settled");
    expect(drawn.drawnAt?.getTime()).toBe(next!.drawAt.getTime());
    expect(drawn.numbers).toHaveLength(1);
    expect(drawn.serverSeedHash).toBe(published.hash);
    const verified = await verifyDraw(
      drawn.serverSeed,
      published.hash,
      published.clientSeed,
      0,
      drawn.numbers!,
      LUCKY_NUMBER,
    );
    expect(verified).toMatchObject({ hashOk: true, match: true });

    // A 5/90 draw draws five distinct balls, verified the same way.
    const [lucky3] = (await drawsOf("lucky3")).filter((row) => row.status === "settled");
    expect(new Set(lucky3!.numbers).size).toBe(5);
    expect(
      await verifyDraw(
        lucky3!.serverSeed,
        lucky3!.serverSeedHash,
        lucky3!.clientSeed,
        0,
        lucky3!.numbers!,
        LOTTO_5_90,
      ),
    ).toMatchObject({ hashOk: true, match: true });
    // A tampered result is what the verifier would catch.
    const other = lucky3!.numbers!.map((ball) => (ball % 90) + 1);
    expect(
      (await verifyDraw(lucky3!.serverSeed, lucky3!.serverSeedHash, lucky3!.clientSeed, 0, other, LOTTO_5_90))
        .match,
    ).toBe(false);
    await scheduler.stop();
  });

  test("a draw is drawn once: drawing again never changes its numbers", async () => {
    const scheduler = f.scheduler();
    const settled = (await drawsOf("lucky3")).filter((row) => row.status === "settled");
    await Promise.all([scheduler.tick(), f.scheduler({ leadership: alwaysLeader }).tick()]);
    const after = (await drawsOf("lucky3")).filter((row) => row.status === "settled");
    for (const row of settled) {
      const same = after.find((item) => item.id === row.id)!;
      expect([same.numbers, same.drawnAt]).toEqual([row.numbers, row.drawnAt]);
    }
    await scheduler.stop();
  });
});

describe("a restart", () => {
  test("after three hours down, every missed draw is closed, drawn and settled late; none is created in the past", async () => {
    const first = f.scheduler();
    await runUntilIdle(first);
    const before = await drawsOf("lucky3", "quiet");
    const lastBefore = before.at(-1)!;
    const player = await f.player({ cash: 10_000n }, "quiet");
    const open = before.find((row) => row.status === "open")!;
    const ticket = await f.buy(
      {
        userId: player,
        drawId: open.id,
        selection: { type: "direct", size: 1, numbers: [7] },
        stakePerLine: 100n,
      },
      "quiet",
    );
    await first.stop();

    f.time.advance(3 * 60 * MINUTE);
    const downUntil = f.time.clock();
    // Another process: a new scheduler instance on the same store.
    const second = f.scheduler();
    await runUntilIdle(second);
    const after = await drawsOf("lucky3", "quiet");
    expectTimetable(after, "lucky3");
    // Every draw that existed before the downtime is now settled, with its numbers: none skipped.
    for (const row of before) {
      const now = after.find((item) => item.id === row.id)!;
      expect(now.numbers).toHaveLength(5);
      expect(now.status).toBe(row.drawAt <= downUntil ? "settled" : "open");
    }
    // The draws created after the restart all lie ahead: sales open now, nothing in the past.
    const created = after.filter((row) => row.id > lastBefore.id);
    expect(created.length).toBeGreaterThanOrEqual(60);
    for (const row of created) {
      expect(row.closesAt.getTime()).toBeGreaterThan(downUntil.getTime());
      expect(row.status).toBe("open");
    }
    expect(created[0]!.opensAt.getTime()).toBe(downUntil.getTime());
    expect(created[0]!.sequence).toBe(lastBefore.sequence + 1);
    const [settledTicket] = await f.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(settledTicket?.status).not.toBe("open");
    expect(await f.problems("quiet")).toEqual([]);
    await second.stop();
  });
});

describe("in the API process", () => {
  test("buildApp({ drawScheduler }) ticks on its own from ready until close, then lets the lock go", async () => {
    const app = buildApp({
      db: f.db,
      rateLimit: false,
      accounts: {
        env: { NOTIFY_TRANSPORT: "outbox", MAIL_FROM: "test@localhost" },
        argon2: TEST_ARGON2,
        clock: f.time.clock,
      },
      drawScheduler: { leadership: advisoryLeadership(f.handle, DRAW_SCHEDULER_LOCK_KEY), intervalMs: 20 },
    });
    f.time.advance(2 * 60 * MINUTE);
    const latest = async () => (await drawsOf("number")).at(-1)!.drawAt.getTime();
    await app.ready();
    // The timer's ticks top the timetable up to an hour past the new time.
    while ((await latest()) < f.time.clock().getTime() + 59 * MINUTE)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await app.close();
    const next = f.scheduler();
    expect((await next.tick()).leader).toBe(true);
    await next.stop();
  });
});

describe("one scheduler across nodes", () => {
  test.runIf(process.env.TEST_DATABASE_URL)(
    "two schedulers with two leaderships tick at once: only the lock holder acts",
    async () => {
      const a = f.scheduler({ leadership: advisoryLeadership(f.handle, DRAW_SCHEDULER_LOCK_KEY) });
      const b = f.scheduler({ leadership: advisoryLeadership(f.handle, DRAW_SCHEDULER_LOCK_KEY) });
      f.time.advance(10 * MINUTE);
      const reports = await Promise.all([a.tick(), b.tick()]);
      expect(reports.map((report) => report.leader).sort()).toEqual([false, true]);
      const follower = reports.find((report) => !report.leader)!;
      expect(follower).toMatchObject({ created: 0, closed: 0, drawn: 0, settled: 0 });
      // The leader lets go (stopping, or its process dying): the other takes over at its next tick.
      const [leader, other] = reports[0]!.leader ? [a, b] : [b, a];
      expect((await other.tick()).leader).toBe(false);
      await leader.stop();
      expect((await other.tick()).leader).toBe(true);
      await other.stop();
      for (const game of DRAW_GAMES) expectTimetable(await drawsOf(game), game);
    },
  );
});
