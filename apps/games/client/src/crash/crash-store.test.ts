import type { CrashSnapshot } from "@platform/fair/crash";
import { describe, expect, it } from "vitest";
import { CrashStore, HISTORY_SIZE } from "./crash-store.ts";
import { bet, ownBet, round } from "./test-bets.ts";

const T0 = Date.parse("2030-01-01T00:00:00.000Z");
const iso = (ms: number) => new Date(T0 + ms).toISOString();

function snapshot(extra: Partial<CrashSnapshot> = {}): CrashSnapshot {
  return {
    server_time: iso(0),
    growth_rate: 0.00006,
    current: round(10, "running", { started_at: iso(-2_000) }),
    next: round(11, "queued"),
    bets: [bet("a", 10), bet("b", 11, { slot: 2 })],
    recent: [round(9, "crashed", { crash_point: 150, ended_at: iso(-10_000), hash: "9".repeat(64) })],
    ...extra,
  };
}

describe("the page's copy of the game", () => {
  it("shows the running round, then its crash for the pause, then the next round's betting", () => {
    const store = new CrashStore(0.00006);
    store.applySnapshot(snapshot());
    expect(store.display(T0, 3_000)).toMatchObject({ phase: "running", round: { id: 10 } });
    store.apply({
      type: "round",
      round: round(10, "crashed", { started_at: iso(-2_000), ended_at: iso(1_000), crash_point: 131 }),
      server_time: iso(1_000),
    });
    store.apply({
      type: "round",
      round: round(11, "betting", { betting_ends_at: iso(9_000) }),
      server_time: iso(1_000),
    });
    expect(store.display(T0 + 1_500, 3_000)).toMatchObject({
      phase: "crashed",
      round: { id: 10, crash_point: 131 },
      betting: { id: 11 },
    });
    expect(store.display(T0 + 4_100, 3_000)).toMatchObject({ phase: "betting", round: { id: 11 } });
    expect(store.recent.map((r) => r.id)).toEqual([10, 9]);
  });

  it("applies a publication the snapshot already holds, or an older one, without going back", () => {
    const store = new CrashStore(0.00006);
    store.applySnapshot(snapshot());
    // A repeat of the round's start (it was in the snapshot) and a stale betting frame.
    expect(
      store.apply({
        type: "round",
        round: round(10, "running", { started_at: iso(-2_000) }),
        server_time: iso(0),
      }),
    ).not.toBeNull();
    expect(store.apply({ type: "round", round: round(10, "betting"), server_time: iso(0) })).toBeNull();
    expect(store.running()?.id).toBe(10);
    // A bet cashed out stays cashed out whatever repeats after it.
    store.apply({
      type: "bets",
      round: 10,
      bets: [bet("a", 10, { state: "cashed_out", payout: 1_500, cash_out_multiplier: 150 })],
    });
    store.apply({ type: "bets", round: 10, bets: [bet("a", 10, { state: "active" })] });
    store.apply({ type: "bets", round: 10, bets: [bet("a", 10, { state: "lost" })] });
    expect(store.bets.get("a")?.state).toBe("cashed_out");
    // A crashed round does not come back into play from a late frame.
    store.apply({
      type: "round",
      round: round(10, "crashed", { ended_at: iso(1_000), crash_point: 160 }),
      server_time: iso(1_000),
    });
    store.apply({
      type: "round",
      round: round(10, "running", { started_at: iso(-2_000) }),
      server_time: iso(1_000),
    });
    expect(store.running()).toBeNull();
  });

  it("lists a round's bets, best payout first, without bets still being placed or refused", () => {
    const store = new CrashStore(0.00006);
    store.applySnapshot(snapshot({ bets: [] }));
    store.apply({
      type: "bets",
      round: 10,
      bets: [
        bet("small", 10, { amount: 100 }),
        bet("big", 10, { amount: 5_000 }),
        bet("won", 10, { state: "cashed_out", payout: 300, amount: 200 }),
        bet("placing", 10, { state: "placing" }),
        bet("refused", 10, { state: "refused" }),
        bet("next", 11),
      ],
    });
    expect(store.betsOf(10).map((b) => b.id)).toEqual(["won", "big", "small"]);
  });

  it("keeps the last 100 ended rounds, newest first", () => {
    const store = new CrashStore(0.00006);
    store.mergeHistory(
      Array.from({ length: 120 }, (_, i) => round(i + 1, "crashed", { crash_point: 100 + i })),
    );
    store.mergeHistory([round(121, "crashed"), round(122, "running")]);
    expect(store.recent).toHaveLength(HISTORY_SIZE);
    expect(store.recent[0]?.id).toBe(121);
    expect(store.recent.at(-1)?.id).toBe(22);
  });

  it("a snapshot after a long absence drops the rounds that ended meanwhile", () => {
    const store = new CrashStore(0.00006);
    store.applySnapshot(snapshot());
    store.applySnapshot(
      snapshot({
        current: round(14, "betting", { betting_ends_at: iso(60_000) }),
        next: null,
        bets: [],
        recent: [
          round(13, "crashed", { ended_at: iso(50_000), crash_point: 420 }),
          round(12, "crashed"),
          round(11, "crashed"),
          round(10, "crashed"),
        ],
      }),
    );
    expect(store.running()).toBeNull();
    expect(store.bettingRound()?.id).toBe(14);
    expect(store.recent.map((r) => r.id)).toEqual([13, 12, 11, 10, 9]);
    expect(store.bets.size).toBe(0);
  });
});

describe("a bet panel's state", () => {
  it("offers Bet, then Cancel while the round has not started, then Cash out while it runs", () => {
    const store = new CrashStore(0.00006);
    store.applySnapshot(
      snapshot({ current: round(10, "betting", { betting_ends_at: iso(5_000) }), next: null, bets: [] }),
    );
    expect(store.slot(1)).toEqual({ mode: "idle", bet: null, last: null });
    store.applyOwn(ownBet("mine", 10, { state: "active" }));
    expect(store.slot(1)).toMatchObject({ mode: "waiting", bet: { id: "mine" } });
    expect(store.slot(2).mode).toBe("idle");
    store.apply({
      type: "round",
      round: round(10, "running", { started_at: iso(5_000) }),
      server_time: iso(5_000),
    });
    expect(store.slot(1)).toMatchObject({ mode: "playing", bet: { id: "mine" } });
  });

  it("unlocks at the crash: the bet still active is shown as the last result, Bet is offered", () => {
    const store = new CrashStore(0.00006);
    store.applySnapshot(snapshot({ bets: [] }));
    store.applyOwn(ownBet("mine", 10, { state: "active" }));
    expect(store.slot(1).mode).toBe("playing");
    store.apply({
      type: "round",
      round: round(10, "crashed", { ended_at: iso(1_000), crash_point: 120 }),
      server_time: iso(1_000),
    });
    expect(store.slot(1)).toMatchObject({ mode: "idle", bet: null, last: { id: "mine", state: "active" } });
    // Its loss arrives a second later on the player's channel.
    store.applyOwn(ownBet("mine", 10, { state: "lost", crash_point: 120, hash: "a".repeat(64) }));
    expect(store.slot(1).last).toMatchObject({ state: "lost", crash_point: 120 });
  });

  it("a bet queued for the next round while one is cashed out in the running round", () => {
    const store = new CrashStore(0.00006);
    store.applySnapshot(snapshot({ bets: [] }));
    store.applyOwn(ownBet("now", 10, { state: "cashed_out", payout: 1_500, cash_out_multiplier: 150 }));
    store.applyOwn(ownBet("later", 11, { state: "active", placed_at: iso(3_000) }));
    expect(store.slot(1)).toMatchObject({ mode: "waiting", bet: { id: "later" }, last: { id: "now" } });
  });

  it("an answer and its copy from the live channel merge: settled and revealed stay so", () => {
    const store = new CrashStore(0.00006);
    store.applyOwn(ownBet("x", 10, { state: "lost", settled: true, crash_point: 120, hash: "b".repeat(64) }));
    expect(store.applyOwn(ownBet("x", 10, { state: "lost", settled: false }))).toBe(false);
    expect(store.applyOwn(ownBet("x", 10, { state: "active" }))).toBe(false);
    expect(store.own.get("x")).toMatchObject({ settled: true, crash_point: 120 });
    expect(store.bets.get("x")?.state).toBe("lost");
  });

  it("a bet cashed out while its round ran learns the round's hash and crash point when it ends", () => {
    const store = new CrashStore(0.00006);
    store.applySnapshot(snapshot({ bets: [] }));
    store.applyOwn(ownBet("early", 10, { state: "cashed_out", payout: 1_200, cash_out_multiplier: 120 }));
    expect(store.own.get("early")?.hash).toBeNull();
    const hash = "c".repeat(64);
    store.apply({
      type: "round",
      round: round(10, "crashed", { ended_at: iso(9_000), crash_point: 345, hash }),
      server_time: iso(9_000),
    });
    expect(store.own.get("early")).toMatchObject({ crash_point: 345, hash });
    // A copy that arrives later without them keeps them.
    store.applyOwn(ownBet("early", 10, { state: "cashed_out", payout: 1_200, settled: true }));
    expect(store.own.get("early")).toMatchObject({ crash_point: 345, hash, settled: true });
  });
});
