import { createHash } from "node:crypto";
import { elapsedFor, verifyCrashRound, walkChain } from "@platform/fair/crash";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { WebSocket } from "ws";
import { crashChains } from "../db/schema.ts";
import { call } from "../test/games-test-app.ts";
import { type BetRequest, winRequest } from "../wallet/wallet-calls.ts";
import type { ReadyChain } from "./chain-store.ts";
import {
  betRows,
  CRASH_SALT,
  type CrashTestApp,
  createCrashTestApp,
  expectClosedOnce,
} from "./test/crash-test-kit.ts";

/*
 * A round from bets to settlement through the seamless wallet (a fake platform that checks every
 * signature and applies each transaction once), on the test clock; the history that reveals it;
 * the live channel that shows it.
 */

let t: CrashTestApp;
/** Tests that need the round's maximum profit to bite lower it. */
let maxProfit = 10n ** 12n;
beforeAll(async () => {
  t = await createCrashTestApp({ maxProfit: () => maxProfit });
});
afterAll(() => t.close());

describe("a crash round", () => {
  test("bets, a cash-out at the receipt time's multiplier, an auto cash-out at exactly its own, the crash, zero wins", async () => {
    const round = await t.bettingRound((row) => row.crashPoint >= 300);
    const alice = t.player();
    const bob = t.player();
    const aliceSession = await t.open(alice.token);
    const bobSession = await t.open(bob.token);

    const placed = await t.bet(aliceSession, alice.token, [
      { slot: 1, amount: 1_000, auto_cash_out: 150 },
      { slot: 2, amount: 2_000 },
    ]);
    expect(placed.status).toBe(200);
    const [auto, riding] = placed.body.data.placed;
    expect(auto).toMatchObject({ round: round.id, state: "active", auto_cash_out: 150, slot: 1 });
    expect(riding).toMatchObject({ round: round.id, state: "active", slot: 2 });
    const bobBet = (await t.bet(bobSession, bob.token, [{ slot: 1, amount: 500 }])).body.data.placed[0]!;
    expect(t.wallet.players.get(alice.token)!.balance).toBe(100_000 - 3_000);

    const started = await t.start(round.id);
    expect(started.cashOutCaps).toEqual({ alpha: 100_000_000 });
    // Before 1.01× nothing is taken.
    expect((await t.cashOut(bobSession, bob.token, bobBet.id)).body.code).toBe("RS_ERROR_TOO_EARLY");

    t.clock.advance(elapsedFor(120, t.crash.options.growthRate));
    const cashed = await t.cashOut(bobSession, bob.token, bobBet.id);
    expect(cashed.status).toBe(200);
    expect(cashed.body.data).toMatchObject({ state: "cashed_out", cash_out_multiplier: 120, payout: 600 });
    // The cash-out's win, queued in SQL with the bet, is the request wallet-calls.ts builds.
    const [betCall, winCall] = await t.callsOf([bobBet.id]);
    expect(winCall!.request).toEqual(winRequest(betCall!.request as unknown as BetRequest, 600n));

    // The runner notices later than 1.50×, and pays exactly 1.50× at the curve's time of it.
    t.clock.advance(elapsedFor(170) - elapsedFor(120));
    await t.step();
    const [autoRow] = (await betRows(t, round.id)).filter((bet) => bet.id === auto!.id);
    expect(autoRow).toMatchObject({
      state: "cashed_out",
      cashOutMultiplier: 150,
      cashOutKind: "auto",
      payout: 1_500n,
    });
    expect(autoRow!.cashedOutAt!.getTime() - started.startedAt!.getTime()).toBe(elapsedFor(150));

    const finished = await t.finish(round.id);
    expect(finished.state).toBe("crashed");
    expect(finished.endedAt).toEqual(finished.crashAt);
    const rows = await betRows(t, round.id);
    expect(rows.find((bet) => bet.id === riding!.id)!.state).toBe("lost");
    await expectClosedOnce(t, [
      { id: auto!.id, win: 1_500 },
      { id: riding!.id, win: 0 },
      { id: bobBet.id, win: 600 },
    ]);
    expect(t.wallet.players.get(alice.token)!.balance).toBe(100_000 - 3_000 + 1_500);
    expect(t.wallet.players.get(bob.token)!.balance).toBe(100_000 - 500 + 600);
    expect(rows.every((bet) => bet.settledAt !== null)).toBe(true);

    // My bets: the round revealed.
    const mine = await call<{ data: { bets: { id: string; crash_point: number | null }[] } }>(
      t.app,
      "GET",
      `/aggregator/v1/crash/sessions/${aliceSession}/bets`,
      { token: alice.token },
    );
    expect(mine.body.data.bets.map((bet) => bet.crash_point)).toEqual([
      finished.crashPoint,
      finished.crashPoint,
    ]);
  });

  test("the history reveals each ended round's hash, which verifies to the published terminating hash", async () => {
    const history = await call<{
      data: { rounds: { id: number; hash: string; crash_point: number }[]; chains: { salt: string }[] };
    }>(t.app, "GET", "/aggregator/v1/crash/history?limit=100");
    const rules = await call<{
      data: { chains: { terminating_hash: string; salt: string; length: number }[] };
    }>(t.app, "GET", "/aggregator/v1/crash/rules?operator=alpha");
    const chain = rules.body.data.chains[0]!;
    expect(chain.salt).toBe(CRASH_SALT);
    expect(history.body.data.chains[0]!.salt).toBe(CRASH_SALT);
    expect(history.body.data.rounds.length).toBeGreaterThan(0);
    for (const round of history.body.data.rounds) {
      const verification = verifyCrashRound(
        {
          hash: round.hash,
          salt: chain.salt,
          terminatingHash: chain.terminating_hash,
          position: round.id,
          crashPoint: round.crash_point,
        },
        chain.length,
      );
      expect(verification.verified).toBe(true);
    }
    // Every position's hash from the checkpoints is the chain's, walked from its seed.
    const seed = createHash("sha256").update("crash tests").digest("hex");
    const [stored] = await t.testDb.db.select().from(crashChains);
    for (const position of [1, 2, 19, 20, 21, 250, 499, 500]) {
      expect(await t.crash.chains.hashAt(stored as ReadyChain, position)).toBe(
        walkChain(seed, 500 - position),
      );
    }
    // The lobby publishes the game with its maximum multiplier: the platform enables it with that bound.
    const lobby = await call<{ data: { games: { slug: string; category: string; max_win?: number }[] } }>(
      t.app,
      "GET",
      "/aggregator/v1/lobby?operator=alpha",
    );
    expect(lobby.body.data.games.find((game) => game.slug === "crash")).toMatchObject({
      category: "crash",
      max_win: 1_000_000,
    });
    const latest = await call<{ data: { round: number; hash: string } }>(
      t.app,
      "GET",
      "/aggregator/v1/crash/latest-hash",
    );
    expect(latest.body.data).toMatchObject({
      round: history.body.data.rounds[0]!.id,
      hash: history.body.data.rounds[0]!.hash,
    });
    // A round not ended shows no hash and no crash point.
    const state = await call<{ data: { current: { hash: string | null; crash_point: number | null } } }>(
      t.app,
      "GET",
      "/aggregator/v1/crash/state",
    );
    expect(state.body.data.current).toMatchObject({ hash: null, crash_point: null });
  });

  test("a bet placed while a round runs is for the next one, and may be cancelled until that one starts", async () => {
    const round = await t.bettingRound((row) => row.crashPoint >= 200);
    const carol = t.player();
    const session = await t.open(carol.token);
    await t.start(round.id);
    const queued = (await t.bet(session, carol.token, [{ slot: 1, amount: 700 }])).body.data.placed[0]!;
    expect(queued.round).toBe(round.id + 1);
    const again = await t.bet(session, carol.token, [{ slot: 1, amount: 700 }]);
    expect(again.body.code).toBe("RS_ERROR_SLOT_TAKEN");

    const cancelled = await call<{ data: { state: string; refund_reason: string } }>(
      t.app,
      "POST",
      `/aggregator/v1/crash/sessions/${session}/bets/${queued.id}/cancel`,
      { token: carol.token },
    );
    expect(cancelled.body.data).toMatchObject({ state: "refunded", refund_reason: "cancelled" });
    await t.crash.deliveries.idle();
    await expectClosedOnce(t, [{ id: queued.id, rollback: true }]);
    expect(t.wallet.players.get(carol.token)!.balance).toBe(100_000);

    // Once its round starts, a bet stays.
    const second = (await t.bet(session, carol.token, [{ slot: 2, amount: 300 }])).body.data.placed[0]!;
    await t.finish(round.id);
    await t.start(second.round);
    const late = await call(
      t.app,
      "POST",
      `/aggregator/v1/crash/sessions/${session}/bets/${second.id}/cancel`,
      {
        token: carol.token,
      },
    );
    expect(late.status).toBe(409);
    await t.finish(second.round);
  });

  test("the round's maximum profit caps it at the start and cashes the bets out there; the round is flagged", async () => {
    maxProfit = 500n;
    try {
      const round = await t.bettingRound((row) => row.crashPoint >= 200);
      const dan = t.player();
      const session = await t.open(dan.token);
      const [first, second] = (
        await t.bet(session, dan.token, [
          { slot: 1, amount: 600, auto_cash_out: 130 },
          { slot: 2, amount: 400 },
        ])
      ).body.data.placed;
      // 1 + 500 / 1,000 staked: 1.50×.
      expect((await t.start(round.id)).cashOutCaps).toEqual({ alpha: 150 });
      await t.advance(elapsedFor(190));
      const rows = await betRows(t, round.id);
      expect(rows.find((bet) => bet.id === first!.id)).toMatchObject({
        cashOutMultiplier: 130,
        cashOutKind: "auto",
      });
      expect(rows.find((bet) => bet.id === second!.id)).toMatchObject({
        cashOutMultiplier: 150,
        cashOutKind: "max_profit",
        payout: 600n,
      });
      const finished = await t.finish(round.id);
      expect(finished.maxProfitHit).toBe(true);
    } finally {
      maxProfit = 10n ** 12n;
    }
  });

  test("the live channel shows the round to everyone and a player's own bets only to them", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address() as { port: number };
    // Found before the socket opens: the rounds stepped through meanwhile would outlast its ticket.
    const round = await t.bettingRound((row) => row.crashPoint >= 150);
    const erin = t.player();
    const opened = await call<{
      data: { session_id: string; live: { path: string; ticket: string; channel: string } };
    }>(t.app, "POST", "/aggregator/v1/crash/sessions", { body: { operator: "alpha", token: erin.token } });
    const { live, session_id: session } = opened.body.data;
    const frames: { type: string; channel?: string; data?: { type: string }; code?: string }[] = [];
    const socket = new WebSocket(
      `ws://127.0.0.1:${address.port}${live.path}?ticket=${encodeURIComponent(live.ticket)}`,
    );
    socket.on("message", (data) => frames.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.once("open", resolve));
    socket.send(
      JSON.stringify({
        type: "subscribe",
        channels: [{ channel: "crash" }, { channel: live.channel }, { channel: "user:alpha:crash-player-1" }],
      }),
    );
    const until = async (predicate: () => boolean) => {
      for (let tries = 0; tries < 200 && !predicate(); tries++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(predicate()).toBe(true);
    };
    await until(
      () => frames.filter((frame) => frame.type === "subscribed" || frame.type === "error").length === 3,
    );
    expect(frames.find((frame) => frame.type === "error")).toMatchObject({ code: "forbidden" });

    const bet = (await t.bet(session, erin.token, [{ slot: 1, amount: 100, auto_cash_out: 110 }])).body.data
      .placed[0]!;
    await t.start(round.id);
    await t.finish(round.id);
    const publications = () => frames.filter((frame) => frame.type === "publication");
    await until(() =>
      publications().some(
        (frame) => frame.channel === live.channel && JSON.stringify(frame).includes('"settled":true'),
      ),
    );
    const kinds = publications()
      .filter((frame) => frame.channel === "crash")
      .map((frame) => frame.data!.type);
    expect(kinds).toEqual(expect.arrayContaining(["round", "bets", "sync"]));
    expect(JSON.stringify(publications())).toContain(bet.id);
    socket.close();
  });
});
