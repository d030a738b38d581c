import type { VirtualFootballBoard, VirtualMatchDayDetail } from "@platform/contracts";
import {
  basisPointsFloor,
  fairMatchDay,
  marketReturnToPlayer,
  priceVirtualMatch,
  scoreAt,
  scoreTable,
  VIRTUAL_FOOTBALL_RTP_BP,
  VIRTUAL_LEAGUE,
  type VirtualFixture,
  verifyMatchDay,
} from "@platform/sports";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sportsBets, sportsSettlementMessages, virtualMatchDays } from "../db/schema.ts";
import { placeSlip } from "../sports/betting/place-bet.ts";
import { createVirtualTestKit, type VirtualTestKit } from "./test/virtual-test-kit.ts";
import { fixtureIdsOf, type MatchDayRow } from "./virtual-schedule.ts";

/*
 * A match day through its life on a real database: created with its commitment, bets through the
 * real placement, closed, drawn, played, settled through the sportsbook's settlement and the fake
 * wallet, the seed revealed and the served match day verified; then a restart changes nothing.
 */

let t: VirtualTestKit;
let app: FastifyInstance;
beforeAll(async () => {
  // A minute's cadence: the match day bet on closes 60–120 s after the start, in real time too.
  t = await createVirtualTestKit({ cadenceMs: 60_000, playMs: PLAY_MS });
  app = await t.app();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const PLAY_MS = 30_000;
let n = 0;
const requestId = () => `vreq-${String(++n).padStart(6, "0")}`;

async function get<T>(url: string) {
  const response = await app.inject({ method: "GET", url: `/aggregator${url}` });
  return { status: response.statusCode, text: response.body, body: JSON.parse(response.body) as { data: T } };
}

function priceOf(board: VirtualFootballBoard, dayId: string, match: number, outcome: string) {
  const day = board.upcoming.find((candidate) => candidate.id === dayId)!;
  const market = day.matches[match]!.markets.find((candidate) => candidate.key === "1")!;
  return market.outcomes.find((candidate) => candidate.id === outcome)!.price_milli;
}

async function betRows(ids: string[]) {
  return t.testDb.db.select().from(sportsBets).where(inArray(sportsBets.id, ids));
}

describe("a match day from open to settled", () => {
  let day: MatchDayRow;
  const singles: { id: string; outcome: string; price: number }[] = [];
  const accumulators: { id: string; home: string; away: string; prices: [number, number] }[] = [];
  let player: Awaited<ReturnType<VirtualTestKit["player"]>>;

  test("creates the match days ahead with a commitment each, and publishes them as fixtures", async () => {
    await t.step();
    const days = await t.days();
    expect(days.map((row) => row.sequence)).toEqual([0, 1]);
    expect(days.map((row) => row.id)).toEqual(["vf-s1-d1-0", "vf-s1-d2-1"]);
    for (const row of days) {
      expect(row.status).toBe("open");
      expect(row.closesAt.getTime() % 60_000).toBe(0);
      expect(row.endsAt.getTime() - row.closesAt.getTime()).toBe(PLAY_MS);
      expect(row.fixtures).toHaveLength(8);
    }
    expect(days[1]!.closesAt.getTime() - days[0]!.closesAt.getTime()).toBe(60_000);
    day = days[1]!;
    const { status, body, text } = await get<VirtualFootballBoard>("/v1/virtual/football?operator=alpha");
    expect(status).toBe(200);
    expect(body.data.upcoming.map((row) => row.id)).toEqual(["vf-s1-d1-0", "vf-s1-d2-1"]);
    expect(body.data.current).toBeNull();
    const first = body.data.upcoming[1]!;
    expect(first.commitment).toBe(day.commitment);
    expect(first.server_seed).toBeNull();
    expect(first.matches[0]!.markets.map((market) => market.key).sort()).toEqual([
      "1",
      "18|total=2.5",
      "29",
      "45",
    ]);
    for (const row of days) expect(text).not.toContain(row.serverSeed);
  });

  test("prices are the engine's in whole hundredths, each market's RTP from them; teams named", async () => {
    const { body } = await get<VirtualFootballBoard>("/v1/virtual/football?operator=alpha");
    const served = body.data.upcoming[1]!;
    const names = new Map(VIRTUAL_LEAGUE.teams.map((team) => [team.id, team.name]));
    served.matches.forEach((match, i) => {
      const fixture = day.fixtures[i]!;
      expect([match.home_name, match.away_name]).toEqual([names.get(fixture.home), names.get(fixture.away)]);
      const engine = priceVirtualMatch(scoreTable(fixture.expectedGoals, fixture.rho));
      for (const market of match.markets) {
        const priced = engine.find((candidate) => candidate.key === market.key)!;
        const offered = priced.outcomes.filter((outcome) => outcome.priceMilli !== null);
        // The board reads the catalogue: the slip is asked for these very prices.
        expect(market.outcomes.map((o) => [o.id, o.price_milli])).toEqual(
          expect.arrayContaining(offered.map((o) => [o.outcomeId, o.priceMilli])),
        );
        expect(market.outcomes).toHaveLength(offered.length);
        for (const outcome of market.outcomes) expect(outcome.price_milli % 10).toBe(0);
        const rtp = match.rtp_basis_points[market.key]!;
        expect(rtp).toBe(basisPointsFloor(marketReturnToPlayer(priced.outcomes)!));
        expect(rtp).toBeLessThanOrEqual(VIRTUAL_FOOTBALL_RTP_BP[market.key]!);
        expect(rtp).toBeGreaterThan(VIRTUAL_FOOTBALL_RTP_BP[market.key]! - 100);
      }
    });
    const detail = await get<VirtualMatchDayDetail>(
      `/v1/virtual/football/match-days/${day.id}?operator=alpha`,
    );
    expect(detail.body.data.server_time).toBe(t.clock.current.toISOString());
    expect(detail.body.data.matches.map((match) => match.home_name)).toEqual(
      served.matches.map((match) => match.home_name),
    );
  });

  test("singles and accumulators go through the real placement", async () => {
    const { body } = await get<VirtualFootballBoard>("/v1/virtual/football?operator=alpha");
    player = await t.player(1_000_000);
    const fixture = (i: number) => body.data.upcoming[1]!.matches[i]!.fixture_id;
    for (const outcome of ["1", "2", "3"]) {
      const price = priceOf(body.data, day.id, 0, outcome);
      const result = await placeSlip(t.betting.deps, player, {
        request_id: requestId(),
        selections: [{ event_id: fixture(0), market_key: "1", outcome_id: outcome, price_milli: price }],
        bet_type: "single",
        unit_stake: 1_000,
        price_change: "any",
      });
      expect(result.refused).toEqual([]);
      singles.push({ id: result.bets[0]!.id, outcome, price });
    }
    for (const home of ["1", "2", "3"]) {
      for (const away of ["1", "2", "3"]) {
        const prices: [number, number] = [
          priceOf(body.data, day.id, 0, home),
          priceOf(body.data, day.id, 1, away),
        ];
        const result = await placeSlip(t.betting.deps, player, {
          request_id: requestId(),
          selections: [
            { event_id: fixture(0), market_key: "1", outcome_id: home, price_milli: prices[0] },
            { event_id: fixture(1), market_key: "1", outcome_id: away, price_milli: prices[1] },
          ],
          bet_type: "accumulator",
          unit_stake: 1_000,
          price_change: "any",
        });
        expect(result.refused).toEqual([]);
        accumulators.push({ id: result.bets[0]!.id, home, away, prices });
      }
    }
    expect(player.balance()).toBe(1_000_000 - 12 * 1_000);
  });

  test("closes at closes_at: bets stopped, entropy fixed with the accepted bets, outcomes drawn once", async () => {
    await t.stepAt(day.closesAt);
    expect((await t.day(day.id)).status).toBe("closing");
    await t.step();
    const drawn = await t.day(day.id);
    expect(drawn.status).toBe("playing");
    const ids = [...singles.map((bet) => bet.id), ...accumulators.map((bet) => bet.id)].sort();
    expect(drawn.betIds).toEqual(ids);
    expect(drawn.entropy).toMatch(
      new RegExp(`^v1\\|closed=${day.closesAt.toISOString()}\\|bets=[0-9a-f]{64}\\|beacon=none$`),
    );
    expect(drawn.outcomes).toEqual(fairMatchDay(drawn.serverSeed, drawn.entropy!, drawn.fixtures));
    // Closed bets are refused from now on.
    const { body } = await get<VirtualMatchDayDetail>(
      `/v1/virtual/football/match-days/${day.id}?operator=alpha`,
    );
    expect(body.data.matches[0]!.markets.every((market) => market.status === "suspended")).toBe(true);
    expect(body.data.server_seed).toBeNull();
    expect(body.data.bet_ids).toBeNull();
  });

  test("while playing, only the events up to the server's match second are served", async () => {
    await t.stepAt(new Date(day.closesAt.getTime() + 500));
    const { body, text } = await get<VirtualMatchDayDetail>(
      `/v1/virtual/football/match-days/${day.id}?operator=alpha`,
    );
    expect(text).not.toContain(day.serverSeed);
    const outcomes = (await t.day(day.id)).outcomes!;
    // The page places the match clock by the server's time, not its own render's.
    expect(body.data.server_time).toBe(new Date(day.closesAt.getTime() + 500).toISOString());
    body.data.matches.forEach((match, i) => {
      const second = Math.floor((500 / PLAY_MS) * 5_400);
      expect(match.events).toEqual(outcomes[i]!.events.filter((event) => event.second <= second));
      expect(match.score).toEqual(scoreAt(outcomes[i]!, second));
    });
    const board = await get<VirtualFootballBoard>("/v1/virtual/football?operator=alpha");
    expect(board.body.data.current?.id).toBe(day.id);
    expect(board.text).not.toContain(day.serverSeed);
  });

  test("settles at ends_at through the sportsbook's settlement, exactly once, and reveals the seed", async () => {
    await t.stepAt(day.endsAt);
    await t.step();
    const settled = await t.day(day.id);
    expect(settled.status).toBe("settled");
    const outcome = settled.outcomes!;
    const result = (score: { home: number; away: number }) =>
      score.home > score.away ? "1" : score.home === score.away ? "2" : "3";
    const bets = await betRows([...singles.map((bet) => bet.id), ...accumulators.map((bet) => bet.id)]);
    const byId = new Map(bets.map((bet) => [bet.id, bet]));
    let paid = 0;
    for (const single of singles) {
      const bet = byId.get(single.id)!;
      const won = result(outcome[0]!.score) === single.outcome;
      expect(bet.state).toBe("settled");
      expect(bet.payout).toBe(won ? Math.floor((1_000 * single.price) / 1_000) : 0);
      paid += bet.payout!;
    }
    for (const acc of accumulators) {
      const bet = byId.get(acc.id)!;
      const won = result(outcome[0]!.score) === acc.home && result(outcome[1]!.score) === acc.away;
      expect(bet.state).toBe("settled");
      expect(bet.payout).toBe(won ? Math.floor((1_000 * acc.prices[0] * acc.prices[1]) / 1_000_000) : 0);
      paid += bet.payout!;
    }
    expect(paid).toBeGreaterThan(0);
    expect(player.balance()).toBe(1_000_000 - 12_000 + paid);
    // One bet call and one win call per bet, all acknowledged; the wallet agrees with the book.
    const calls = await t.calls();
    for (const bet of bets) {
      const mine = calls.filter((call) => call.transactionId.startsWith(bet.id));
      expect(mine.map((call) => call.kind).sort()).toEqual(["bet", "win"]);
      expect(mine.every((call) => call.status === "acknowledged")).toBe(true);
      expect(mine.find((call) => call.kind === "win")!.request.amount).toBe(bet.payout);
    }

    const { body } = await get<VirtualMatchDayDetail>(
      `/v1/virtual/football/match-days/${day.id}?operator=alpha`,
    );
    const served = body.data;
    expect(served.server_seed).toBe(settled.serverSeed);
    expect(served.bet_ids).toEqual(settled.betIds);
    const fixtures: VirtualFixture[] = served.matches.map((match) => ({
      index: match.index,
      home: match.home,
      away: match.away,
      expectedGoals: match.expected_goals,
      rho: match.rho,
    }));
    const verification = verifyMatchDay({
      serverSeed: served.server_seed!,
      commitment: served.commitment,
      entropy: served.entropy!,
      fixtures,
      published: served.matches.map((match) => ({
        score: match.score!,
        halfTime: match.half_time!,
        events: match.events,
      })),
    });
    expect(verification.verified).toBe(true);
    expect(served.matches.map((match) => match.score)).toEqual(
      fairMatchDay(served.server_seed!, served.entropy!, fixtures).map((match) => match.score),
    );
    const board = await get<VirtualFootballBoard>("/v1/virtual/football?operator=alpha");
    expect(board.body.data.results.map((row) => row.id)).toEqual([day.id, "vf-s1-d1-0"]);
    // Two settled match days of 8 matches: 32 team-matches in the table.
    expect(board.body.data.table.reduce((sum, row) => sum + row.played, 0)).toBe(32);
  });

  test("a restart on the same database creates, closes and settles nothing twice", async () => {
    const before = await t.days();
    const callsBefore = (await t.calls()).length;
    const journalBefore = await t.testDb.db.select().from(sportsSettlementMessages);
    await t.restart();
    await t.step();
    await t.step();
    const after = await t.days();
    expect(
      after.slice(0, before.length).map((row) => [row.id, row.status, row.entropy, row.serverSeed]),
    ).toEqual(before.map((row) => [row.id, row.status, row.entropy, row.serverSeed]));
    expect(new Set(after.map((row) => row.sequence)).size).toBe(after.length);
    expect((await t.calls()).length).toBe(callsBefore);
    expect(await t.testDb.db.select().from(sportsSettlementMessages)).toHaveLength(journalBefore.length);
    // Carries on, restarted in the middle of each stage: closing, playing, settling.
    const next = before.find((row) => row.sequence === day.sequence + 1)!;
    const nextPlayer = await t.player();
    const board = await get<VirtualFootballBoard>("/v1/virtual/football?operator=alpha");
    const bet = await placeSlip(t.betting.deps, nextPlayer, {
      request_id: requestId(),
      selections: [
        {
          event_id: board.body.data.upcoming.find((row) => row.id === next.id)!.matches[2]!.fixture_id,
          market_key: "1",
          outcome_id: "1",
          price_milli: priceOf(board.body.data, next.id, 2, "1"),
        },
      ],
      bet_type: "single",
      unit_stake: 1_000,
      price_change: "any",
    });
    expect(bet.bets).toHaveLength(1);
    await t.stepAt(next.closesAt);
    expect((await t.day(next.id)).status).toBe("closing");
    await t.restart();
    // The new desk asks the beacon at its first step and draws at the next.
    await t.step();
    await t.step();
    const drawn = await t.day(next.id);
    expect(drawn.status).toBe("playing");
    expect(drawn.betIds).toEqual([bet.bets[0]!.id]);
    await t.stepAt(new Date(next.closesAt.getTime() + PLAY_MS / 2));
    await t.restart();
    await t.step();
    expect(await t.day(next.id)).toMatchObject({ status: "playing", entropy: drawn.entropy });
    await t.stepAt(next.endsAt);
    await t.restart();
    await t.step();
    await t.step();
    const [row] = await t.testDb.db.select().from(virtualMatchDays).where(eq(virtualMatchDays.id, next.id));
    expect(row).toMatchObject({ status: "settled", entropy: drawn.entropy, outcomes: drawn.outcomes });
    const journal = await t.testDb.db.select().from(sportsSettlementMessages);
    const nextFixtures = new Set(fixtureIdsOf(next));
    expect(journal.filter((message) => nextFixtures.has(message.eventId))).toHaveLength(8);
    const wins = (await t.calls()).filter(
      (call) => call.transactionId.startsWith(bet.bets[0]!.id) && call.kind === "win",
    );
    expect(wins).toHaveLength(1);
    const won = drawn.outcomes![2]!.score.home > drawn.outcomes![2]!.score.away;
    expect(nextPlayer.balance()).toBe(1_000_000 - 1_000 + (won ? Number(wins[0]!.request.amount) : 0));
    expect(t.problems.filter((problem) => !problem.msg.includes("silent"))).toEqual([]);
  });
});
