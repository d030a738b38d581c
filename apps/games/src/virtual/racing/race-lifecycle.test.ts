import type { SportsMenu, VirtualRaceDetail, VirtualRacingBoard } from "@platform/contracts";
import {
  basisPointsFloor,
  cardStrengths,
  fairEventFloats,
  marketReturnToPlayer,
  orderTable,
  playRace,
  priceRace,
  type Runner,
  VIRTUAL_RACE_RTP_BP,
  verifyRace,
} from "@platform/sports";
import { inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sportsBets, sportsSettlementMessages } from "../../db/schema.ts";
import { placeSlip } from "../../sports/betting/place-bet.ts";
import { BOARD_CACHE_MS } from "../shared/board-cache.ts";
import type { RaceRow } from "./race-schedule.ts";
import { createRaceTestKit, type RaceTestKit } from "./test/race-test-kit.ts";

/*
 * A race through its life on a real database: created with its commitment, bets through the real
 * placement, closed, drawn, run, settled through the sportsbook's settlement and the fake wallet,
 * the seed revealed and the served race verified; a bet after the close refused; restarts change
 * nothing.
 */

const PLAY_MS = 30_000;
let t: RaceTestKit;
let app: FastifyInstance;
beforeAll(async () => {
  // A minute's cadence: the race bet on closes 60–120 s after the start, in real time too.
  t = await createRaceTestKit({ cadenceMs: 60_000, playMs: PLAY_MS, ahead: 2, beaconTimeoutMs: 2_000 });
  app = await t.app();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

let n = 0;
const requestId = () => `rreq-${String(++n).padStart(6, "0")}`;

async function get<T>(url: string) {
  const response = await app.inject({ method: "GET", url: `/aggregator${url}` });
  return { status: response.statusCode, text: response.body, body: JSON.parse(response.body) as { data: T } };
}

function priceOf(board: VirtualRacingBoard, raceId: string, market: string, outcome: string): number {
  const race = board.upcoming.find((candidate) => candidate.id === raceId)!;
  return race.markets.find((m) => m.key === market)!.outcomes.find((o) => o.id === outcome)!.price_milli;
}

function single(race: RaceRow, market: string, outcome: string, price: number) {
  return {
    request_id: requestId(),
    selections: [
      { event_id: `virtual:race:${race.id}`, market_key: market, outcome_id: outcome, price_milli: price },
    ],
    bet_type: "single" as const,
    unit_stake: 1_000,
    price_change: "any" as const,
  };
}

describe("a race from open to settled", () => {
  let race: RaceRow;
  const bets: { id: string; market: string; outcome: string; price: number }[] = [];
  let player: Awaited<ReturnType<RaceTestKit["player"]>>;

  test("creates the races ahead, each with its card and commitment, published as catalogue fixtures", async () => {
    await t.step();
    const races = await t.races();
    expect(races.map((row) => row.id)).toEqual(["vr-0", "vr-1"]);
    for (const row of races) {
      expect(row.status).toBe("open");
      expect(row.closesAt.getTime() % 60_000).toBe(0);
      expect(row.endsAt.getTime() - row.closesAt.getTime()).toBe(PLAY_MS);
      expect(row.runners.map((runner) => runner.trap)).toEqual([1, 2, 3, 4, 5, 6]);
    }
    race = races[1]!;
    const { status, body, text } = await get<VirtualRacingBoard>("/v1/virtual/greyhounds?operator=alpha");
    expect(status).toBe(200);
    expect(body.data.upcoming.map((row) => row.id)).toEqual(["vr-0", "vr-1"]);
    expect(body.data.current).toBeNull();
    const served = body.data.upcoming[1]!;
    expect(served).toMatchObject({
      name: "Race 1 · Virtual Stadium",
      distance_m: 480,
      commitment: race.commitment,
    });
    expect(served.server_seed).toBeNull();
    expect(served.progress).toBeNull();
    expect(served.markets.map((market) => market.key).sort()).toEqual(["901", "902", "903", "904"]);
    expect(served.markets.find((market) => market.key === "904")!.outcomes).toHaveLength(120);
    for (const row of races) expect(text).not.toContain(row.serverSeed);
    // The engine's prices in whole hundredths, as the catalogue offers them; each market's RTP from them.
    const engine = priceRace(orderTable(cardStrengths(race.runners)));
    for (const market of served.markets) {
      const priced = engine.find((candidate) => candidate.key === market.key)!;
      const offered = priced.outcomes.filter((outcome) => outcome.priceMilli !== null);
      expect(market.outcomes.map((o) => [o.id, o.price_milli]).sort()).toEqual(
        offered.map((o) => [o.outcomeId, o.priceMilli]).sort(),
      );
      for (const outcome of market.outcomes) expect(outcome.price_milli % 10).toBe(0);
      const rtp = served.rtp_basis_points[market.key]!;
      expect(rtp).toBe(basisPointsFloor(marketReturnToPlayer(priced.outcomes)!));
      const published = VIRTUAL_RACE_RTP_BP[market.market_id as keyof typeof VIRTUAL_RACE_RTP_BP];
      expect(rtp).toBeLessThanOrEqual(published);
      expect(rtp).toBeGreaterThan(published - 100);
    }
    // The sportsbook's own menu and lists leave virtual races out.
    const menu = await get<SportsMenu>("/v1/sports/menu?operator=alpha");
    expect(JSON.stringify(menu.body.data)).not.toContain("virtual:sport:greyhounds");
    const fixtures = await get<unknown>("/v1/sports/fixtures?operator=alpha");
    expect(fixtures.text).not.toContain("virtual:race:");
  });

  test("win, place and forecast singles go through the real placement", async () => {
    const { body } = await get<VirtualRacingBoard>("/v1/virtual/greyhounds?operator=alpha");
    player = await t.player(1_000_000);
    const outcomes: [string, string][] = [
      ...["1", "2", "3", "4", "5", "6"].map((trap): [string, string] => ["901", trap]),
      ["902", "1"],
      ["902", "4"],
      ...body.data.upcoming[1]!.markets.find((m) => m.key === "903")!.outcomes.map((o): [string, string] => [
        "903",
        o.id,
      ]),
    ];
    for (const [market, outcome] of outcomes) {
      const price = priceOf(body.data, race.id, market, outcome);
      const result = await placeSlip(t.betting.deps, player, single(race, market, outcome, price));
      expect(result.refused).toEqual([]);
      bets.push({ id: result.bets[0]!.id, market, outcome, price });
    }
    expect(bets).toHaveLength(38);
    expect(player.balance()).toBe(1_000_000 - 38 * 1_000);
  });

  test("closes at closes_at: a later bet refused, entropy fixed with the accepted bets, the race drawn once", async () => {
    await t.stepAt(race.closesAt);
    expect((await t.race(race.id)).status).toBe("closing");
    const late = await t.player();
    const refused = await placeSlip(t.betting.deps, late, single(race, "901", "1", bets[0]!.price));
    expect(refused.bets).toEqual([]);
    expect(refused.refused[0]!.code).toBe("RS_ERROR_SELECTION_CLOSED");
    expect(late.balance()).toBe(1_000_000);
    await t.step();
    const drawn = await t.race(race.id);
    expect(drawn.status).toBe("playing");
    expect(drawn.betIds).toEqual(bets.map((bet) => bet.id).sort());
    expect(drawn.entropy).toMatch(
      new RegExp(`^v1\\|closed=${race.closesAt.toISOString()}\\|bets=[0-9a-f]{64}\\|beacon=none$`),
    );
    const outcome = playRace(drawn.runners, fairEventFloats(drawn.serverSeed, drawn.entropy!));
    expect(drawn.finishOrder).toEqual(outcome.order);
    expect(drawn.timesMs).toEqual(outcome.timesMs);
  });

  test("while running, only the runners past the line by the server's clock are served, and no seed", async () => {
    const drawn = await t.race(race.id);
    const times = drawn.timesMs!;
    const lastMs = Math.max(...times);
    // Real time at which the winner has just crossed the line.
    const winnerReal = Math.ceil((Math.min(...times) / lastMs) * PLAY_MS) + 1;
    await t.stepAt(new Date(race.closesAt.getTime() + winnerReal));
    const { body, text } = await get<VirtualRaceDetail>(
      `/v1/virtual/greyhounds/races/${race.id}?operator=alpha`,
    );
    expect(text).not.toContain(drawn.serverSeed);
    expect(body.data.server_time).toBe(new Date(race.closesAt.getTime() + winnerReal).toISOString());
    expect(body.data.status).toBe("playing");
    expect(body.data.bet_ids).toBeNull();
    const served = body.data;
    expect(served.finish.length).toBeGreaterThanOrEqual(1);
    expect(served.finish.length).toBeLessThan(6);
    expect(served.finish[0]).toEqual({
      trap: drawn.finishOrder![0],
      place: 1,
      time_ms: times[drawn.finishOrder![0]! - 1],
    });
    expect(served.progress!.race_ms).toBeLessThan(lastMs);
    expect(served.progress!.distances_m[drawn.finishOrder![0]! - 1]).toBe(480);
    expect(served.progress!.distances_m[drawn.finishOrder![5]! - 1]).toBeLessThan(480);
    const board = await get<VirtualRacingBoard>("/v1/virtual/greyhounds?operator=alpha");
    expect(board.body.data.current?.id).toBe(race.id);
    expect(board.text).not.toContain(drawn.serverSeed);
  });

  test("settles at ends_at through the sportsbook's settlement, each bet paid once, and reveals the seed", async () => {
    await t.stepAt(race.endsAt);
    await t.step();
    const settled = await t.race(race.id);
    expect(settled.status).toBe("settled");
    const order = settled.finishOrder!;
    const won = (market: string, outcome: string) =>
      market === "901"
        ? order[0] === Number(outcome)
        : market === "902"
          ? order.slice(0, 2).includes(Number(outcome))
          : outcome === `${order[0]}-${order[1]}`;
    const rows = await t.testDb.db
      .select()
      .from(sportsBets)
      .where(
        inArray(
          sportsBets.id,
          bets.map((bet) => bet.id),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    let paid = 0;
    let winners = 0;
    for (const bet of bets) {
      const row = byId.get(bet.id)!;
      expect(row.state).toBe("settled");
      const expected = won(bet.market, bet.outcome) ? Math.floor((1_000 * bet.price) / 1_000) : 0;
      expect(row.payout, `${bet.market} ${bet.outcome}`).toBe(expected);
      if (expected > 0) winners += 1;
      paid += row.payout!;
    }
    // One win, the place bets among the first two, one forecast (if priced).
    expect(winners).toBeGreaterThanOrEqual(2);
    expect(player.balance()).toBe(1_000_000 - 38_000 + paid);
    const calls = await t.calls();
    for (const row of rows) {
      const mine = calls.filter((call) => call.transactionId.startsWith(row.id));
      expect(mine.map((call) => call.kind).sort()).toEqual(["bet", "win"]);
      expect(mine.every((call) => call.status === "acknowledged")).toBe(true);
      expect(mine.find((call) => call.kind === "win")!.request.amount).toBe(row.payout);
    }

    const { body } = await get<VirtualRaceDetail>(`/v1/virtual/greyhounds/races/${race.id}?operator=alpha`);
    const served = body.data;
    expect(served.server_seed).toBe(settled.serverSeed);
    expect(served.bet_ids).toEqual(settled.betIds);
    expect(served.finish.map((finisher) => finisher.trap)).toEqual(order);
    const card: Runner[] = served.runners.map(({ trap, id, name, strength }) => ({
      trap,
      id,
      name,
      strength,
    }));
    const verification = verifyRace({
      serverSeed: served.server_seed!,
      commitment: served.commitment,
      entropy: served.entropy!,
      card,
      publishedOrder: served.finish.map((finisher) => finisher.trap),
    });
    expect(verification.verified).toBe(true);
    expect(served.finish.map((finisher) => finisher.time_ms)).toEqual(
      order.map((trap) => verification.outcome.timesMs[trap - 1]),
    );
    // A forged seed fails.
    expect(
      verifyRace({
        ...verification,
        serverSeed: "0".repeat(64),
        commitment: served.commitment,
        entropy: served.entropy!,
        card,
      }).verified,
    ).toBe(false);
    // The board is cached for a second of the clock, and the last test read it less than one
    // before ends_at when the field finished close together.
    t.clock.current = new Date(t.clock.current.getTime() + BOARD_CACHE_MS);
    const board = await get<VirtualRacingBoard>("/v1/virtual/greyhounds?operator=alpha");
    expect(board.body.data.results.map((row) => row.id)).toEqual([race.id, "vr-0"]);
    const formed = board.body.data.upcoming[0]!.runners.filter((runner) => runner.form.length > 0);
    for (const runner of formed) expect(runner.form[0]).toBeGreaterThanOrEqual(1);
  });

  test("restarts in each stage create, close and settle nothing twice", async () => {
    const before = await t.races();
    const callsBefore = (await t.calls()).length;
    const journalBefore = await t.testDb.db.select().from(sportsSettlementMessages);
    await t.restart();
    await t.step();
    await t.step();
    const after = await t.races();
    expect(
      after.slice(0, before.length).map((row) => [row.id, row.status, row.entropy, row.serverSeed]),
    ).toEqual(before.map((row) => [row.id, row.status, row.entropy, row.serverSeed]));
    expect((await t.calls()).length).toBe(callsBefore);
    expect(await t.testDb.db.select().from(sportsSettlementMessages)).toHaveLength(journalBefore.length);

    const next = before.find((row) => row.sequence === race.sequence + 1)!;
    const nextPlayer = await t.player();
    const board = await get<VirtualRacingBoard>("/v1/virtual/greyhounds?operator=alpha");
    const bet = await placeSlip(
      t.betting.deps,
      nextPlayer,
      single(next, "901", "3", priceOf(board.body.data, next.id, "901", "3")),
    );
    expect(bet.bets).toHaveLength(1);
    await t.stepAt(next.closesAt);
    expect((await t.race(next.id)).status).toBe("closing");
    await t.restart();
    await t.step();
    await t.step();
    const drawn = await t.race(next.id);
    expect(drawn.status).toBe("playing");
    expect(drawn.betIds).toEqual([bet.bets[0]!.id]);
    await t.stepAt(new Date(next.closesAt.getTime() + PLAY_MS / 2));
    await t.restart();
    await t.step();
    expect(await t.race(next.id)).toMatchObject({ status: "playing", entropy: drawn.entropy });
    await t.stepAt(next.endsAt);
    await t.restart();
    await t.step();
    await t.step();
    expect(await t.race(next.id)).toMatchObject({
      status: "settled",
      entropy: drawn.entropy,
      finishOrder: drawn.finishOrder,
    });
    const journal = await t.testDb.db.select().from(sportsSettlementMessages);
    expect(journal.filter((message) => message.eventId === `virtual:race:${next.id}`)).toHaveLength(1);
    const wins = (await t.calls()).filter(
      (call) => call.transactionId.startsWith(bet.bets[0]!.id) && call.kind === "win",
    );
    expect(wins).toHaveLength(1);
    const won = drawn.finishOrder![0] === 3;
    expect(nextPlayer.balance()).toBe(1_000_000 - 1_000 + (won ? Number(wins[0]!.request.amount) : 0));
    expect(t.problems.filter((problem) => !problem.msg.includes("silent"))).toEqual([]);
  });
});
