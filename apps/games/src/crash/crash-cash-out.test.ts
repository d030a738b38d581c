import { elapsedFor } from "@platform/fair/crash";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { crashBets, gameSessions } from "../db/schema.ts";
import { call } from "../test/games-test-app.ts";
import { cashOut } from "./cash-out.ts";
import { betRows, type CrashTestApp, createCrashTestApp, expectClosedOnce } from "./test/crash-test-kit.ts";

/*
 * Cash-outs and the attacker's questions (ARCHITECTURE §Sessions and security): many parallel
 * cash-outs, a cash-out after the crash, a replay, another player's bet, fifty parallel bets past
 * the balance, forged tokens and tickets. What the code refuses the database refuses too.
 */

let t: CrashTestApp;
beforeAll(async () => {
  t = await createCrashTestApp();
});
afterAll(() => t.close());

async function runningWithBet(minimum: number, amount = 1_000) {
  const round = await t.bettingRound((row) => row.crashPoint >= minimum);
  const gambler = t.player();
  const session = await t.open(gambler.token);
  const bet = (await t.bet(session, gambler.token, [{ slot: 1, amount }])).body.data.placed[0]!;
  const started = await t.start(round.id);
  return { round: started, gambler, session, bet };
}

describe("cash-outs", () => {
  test("500 concurrent cash-outs of one bet pay it once", async () => {
    const { round, gambler, session, bet } = await runningWithBet(200);
    t.clock.advance(elapsedFor(150));
    // Straight to the cash-out (what every node's route calls after checking the token), so the
    // database's arbitration is what is tested; a few go through HTTP as well.
    const [row] = await t.testDb.db.select().from(gameSessions).where(eq(gameSessions.id, session));
    const deps = {
      db: t.testDb.db,
      publisher: t.crash.publisher,
      deliveries: t.crash.deliveries,
      growthRate: t.crash.options.growthRate,
      leaseMs: t.crash.leaseMs,
    };
    const [answers, overHttp] = await Promise.all([
      Promise.all(
        Array.from({ length: 490 }, () =>
          cashOut(deps, { session: row!, token: gambler.token }, bet.id, t.clock.now()),
        ),
      ),
      Promise.all(Array.from({ length: 10 }, () => t.cashOut(session, gambler.token, bet.id))),
    ]);
    expect(overHttp.every((answer) => answer.status === 200 && answer.body.data.payout === 1_500)).toBe(true);
    expect(new Set(answers.map((answer) => answer.payout))).toEqual(new Set([1_500]));
    await t.crash.deliveries.idle();
    await t.finish(round.id);
    await expectClosedOnce(t, [{ id: bet.id, win: 1_500 }]);
    expect(t.wallet.callsOf("win").filter((entry) => entry.transactionId === `${bet.id}-win`).length).toBe(1);
    expect(t.wallet.players.get(gambler.token)!.balance).toBe(100_000 + 500);
  });

  test("a cash-out received at or after the crash time is refused, by the code and by the database", async () => {
    const { round, gambler, session, bet } = await runningWithBet(101);
    // The runner has not marked the crash yet: the receipt time alone decides.
    t.clock.current = new Date(round.crashAt!.getTime());
    const refused = await t.cashOut(session, gambler.token, bet.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("RS_ERROR_ROUND_CRASHED");

    // Written straight to the table, bypassing the code: the trigger refuses it.
    const forge = (at: Date, multiplier: number) =>
      t.testDb.db
        .update(crashBets)
        .set({
          state: "cashed_out",
          cashOutMultiplier: multiplier,
          cashOutKind: "manual",
          cashedOutAt: at,
          payout: sql`${crashBets.amount} * ${multiplier} / 100`,
        })
        .where(eq(crashBets.id, bet.id));
    await expect(forge(round.crashAt!, 101)).rejects.toThrow();
    await expect(forge(round.startedAt!, round.crashPoint + 1)).rejects.toThrow();

    const finished = await t.finish(round.id);
    expect((await betRows(t, finished.id))[0]!.state).toBe("lost");
    await expect(forge(round.startedAt!, 101)).rejects.toThrow();
    await expectClosedOnce(t, [{ id: bet.id, win: 0 }]);
  });

  test("a cash-out received before the crash is taken even if processed after the round was marked crashed", async () => {
    const { round, gambler, session, bet } = await runningWithBet(150);
    t.clock.current = round.crashAt!;
    await t.step();
    expect((await t.round(round.id)).state).toBe("crashed");
    t.clock.current = new Date(round.crashAt!.getTime() - 1);
    const taken = await t.cashOut(session, gambler.token, bet.id);
    expect(taken.status).toBe(200);
    expect(taken.body.data.cash_out_multiplier).toBeLessThanOrEqual(round.crashPoint);
    t.clock.current = round.crashAt!;
    await t.finish(round.id);
    await expectClosedOnce(t, [{ id: bet.id, win: taken.body.data.payout! }]);
  });

  test("a win whose answers are lost is delivered by the reconciliation job", async () => {
    const { round, gambler, session, bet } = await runningWithBet(150);
    t.clock.advance(elapsedFor(120));
    t.wallet.fail("win", "lose-before", 3);
    expect((await t.cashOut(session, gambler.token, bet.id)).status).toBe(200);
    await t.crash.deliveries.idle();
    expect((await betRows(t, round.id))[0]!.settledAt).toBeNull();
    t.clock.advance(30_000);
    const sweep = await t.app.gamesReconcile.sweep();
    expect(sweep.delivered).toBeGreaterThanOrEqual(1);
    expect((await betRows(t, round.id))[0]!.settledAt).not.toBeNull();
    await expectClosedOnce(t, [{ id: bet.id, win: 1_200 }]);
    t.wallet.reset();
    await t.finish(round.id);
  });

  test("the database refuses a second cash-out of a bet", async () => {
    const { round, gambler, session, bet } = await runningWithBet(200);
    t.clock.advance(elapsedFor(120));
    expect((await t.cashOut(session, gambler.token, bet.id)).status).toBe(200);
    await expect(
      t.testDb.db
        .update(crashBets)
        .set({ cashOutMultiplier: 130, payout: 1_300n })
        .where(eq(crashBets.id, bet.id)),
    ).rejects.toThrow();
    await t.finish(round.id);
  });
});

describe("an attacker", () => {
  test("cannot cash out or cancel another player's bet", async () => {
    const { round, bet } = await runningWithBet(150);
    const mallory = t.player();
    const session = await t.open(mallory.token);
    t.clock.advance(elapsedFor(110));
    const stolen = await t.cashOut(session, mallory.token, bet.id);
    expect(stolen.status).toBe(404);
    const cancel = await call(
      t.app,
      "POST",
      `/aggregator/v1/crash/sessions/${session}/bets/${bet.id}/cancel`,
      {
        token: mallory.token,
      },
    );
    expect(cancel.status).toBe(404);
    expect((await betRows(t, round.id))[0]!.state).toBe("active");
    await t.finish(round.id);
  });

  test("replays a cash-out and hears the same answer; one win is paid", async () => {
    const { round, gambler, session, bet } = await runningWithBet(200);
    t.clock.advance(elapsedFor(130));
    const first = await t.cashOut(session, gambler.token, bet.id);
    t.clock.advance(2_000);
    const replay = await t.cashOut(session, gambler.token, bet.id);
    const { settled: _first, ...answer } = first.body.data;
    const { settled: _replay, ...again } = replay.body.data;
    expect(again).toEqual(answer);
    await t.finish(round.id);
    await expectClosedOnce(t, [{ id: bet.id, win: 1_300 }]);
  });

  test("fifty parallel bets past the balance: one is placed, nothing overdraws", async () => {
    const round = await t.bettingRound();
    const gambler = t.player(1_000);
    const session = await t.open(gambler.token);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        t.bet(session, gambler.token, [{ slot: ((index % 2) + 1) as 1 | 2, amount: 1_000 }]),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 200);
    expect(placed).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.status !== 200).every((answer) => [402, 409].includes(answer.status)),
    ).toBe(true);
    expect(t.wallet.players.get(gambler.token)!.balance).toBe(0);
    const mine = (await betRows(t, round.id)).filter((bet) => bet.sessionId === session);
    expect(mine.filter((bet) => bet.state === "active")).toHaveLength(1);
    await t.start(round.id);
    await t.finish(round.id);
  });

  test("forged tokens, sessions and live tickets open nothing", async () => {
    const forged = await call(t.app, "POST", "/aggregator/v1/crash/sessions", {
      body: { operator: "alpha", token: "forged-token-000000000000000000" },
    });
    expect(forged.status).toBe(401);
    const owner = t.player();
    const session = await t.open(owner.token);
    const other = t.player();
    const bets = [{ slot: 1, amount: 100 }];
    expect(
      (await call(t.app, "POST", `/aggregator/v1/crash/sessions/${session}/bets`, { body: { bets } })).status,
    ).toBe(401);
    expect(
      (
        await call(t.app, "POST", `/aggregator/v1/crash/sessions/${session}/bets`, {
          body: { bets },
          token: other.token,
        })
      ).status,
    ).toBe(403);
    const ticket = t.crash.tickets.issue(session, new Date(t.clock.now().getTime() + 60_000));
    expect(t.crash.tickets.verify(ticket, t.clock.now())).toBe(session);
    expect(t.crash.tickets.verify(`${ticket.slice(0, -2)}xx`, t.clock.now())).toBeNull();
    expect(t.crash.tickets.verify(ticket.replace(session, "A".repeat(43)), t.clock.now())).toBeNull();
    expect(t.crash.tickets.verify(ticket, new Date(t.clock.now().getTime() + 120_000))).toBeNull();
  });
});
