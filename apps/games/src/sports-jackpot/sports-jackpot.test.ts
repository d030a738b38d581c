import { randomUUID } from "node:crypto";
import { JACKPOT_MATCHES, type SportsJackpotOverview, type SportsJackpotTicket } from "@platform/contracts";
import { closeEntropy, virtualCommitment } from "@platform/sports";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sportsJackpotPools, sportsJackpotRounds, sportsJackpotTickets } from "../db/schema.ts";
import { drawCancelled } from "./cancelled-draw.ts";
import { createJackpotTestKit, type JackpotTestKit, LEAD_MS } from "./test/jackpot-test-kit.ts";

/*
 * The jackpot end to end on a real database, over HTTP (app.inject) with the sportsbook session:
 * a round opens on 13 fixtures, tickets are bought (lines and stake computed by the server, the
 * stake taken once, replays and 20 parallel requests buy one ticket), another player's session sees
 * none of them, sales close at the first kick-off, a cancelled match is drawn from the committed
 * seed and published weights, the round settles exactly once (a second step, a replayed result,
 * the win calls delivered twice change nothing) and its rollover funds the next round's pool.
 */

let t: JackpotTestKit;
let app: FastifyInstance;
let fixtures: string[];
beforeAll(async () => {
  t = await createJackpotTestKit();
  app = await t.app();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const LINE = 5_000; // KES's line price

async function overview(): Promise<SportsJackpotOverview> {
  const res = await app.inject({ method: "GET", url: "/aggregator/v1/sports/jackpot?operator=alpha" });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

type Player = Awaited<ReturnType<JackpotTestKit["player"]>>;

function buy(player: Player, body: object) {
  return app.inject({
    method: "POST",
    url: `/aggregator/v1/sports/sessions/${player.session.id}/jackpot/tickets`,
    headers: { authorization: `Bearer ${player.token}` },
    payload: body,
  });
}

async function tickets(player: Player, token = player.token): Promise<SportsJackpotTicket[]> {
  const res = await app.inject({
    method: "GET",
    url: `/aggregator/v1/sports/sessions/${player.session.id}/jackpot/tickets`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw Object.assign(new Error("refused"), { statusCode: res.statusCode });
  return res.json().data.tickets;
}

const single = (outcome: "1" | "2" | "3") => Array.from({ length: JACKPOT_MATCHES }, () => [outcome]);
const requestId = () => randomUUID().replaceAll("-", "");

describe("a round", () => {
  test("no round until 13 fixtures kick off after the lead; then the next 13, closing at the first", async () => {
    await t.fixtures(12);
    await t.step();
    expect((await overview()).open).toBeNull();
    // Too soon: inside the lead, never on the coupon.
    await t.fixtures(1, LEAD_MS / 2);
    await t.step();
    expect((await overview()).open).toBeNull();
    fixtures = [...(await t.fixtures(1)), ...(await t.fixtures(2, 5 * 60 * 60_000))];
    await t.step();
    const { open } = await overview();
    expect(open).not.toBeNull();
    expect(open!.fixtures).toHaveLength(13);
    expect(open!.fixtures.map((f) => f.id)).not.toContain("sim:match:j13");
    fixtures = open!.fixtures.map((f) => f.id);
    expect(open!.closes_at).toBe(open!.fixtures[0]!.kick_off);
    expect(open!.line_price).toBe(LINE);
    expect(open!.currency).toBe("KES");
    expect(open!.tiers.map((tier) => [tier.correct, tier.share_bp])).toEqual([
      [13, 7_000],
      [12, 1_500],
      [11, 1_000],
      [10, 500],
    ]);
    expect(open!.server_seed).toBeNull();
    expect(open!.fixtures[0]!.home).toMatch(/^Home /);
    // One round at a time: another step opens nothing more.
    await t.step();
    expect(await t.feed.testDb.db.select().from(sportsJackpotRounds)).toHaveLength(1);
  });
});

describe("tickets", () => {
  test("two double chances: 4 lines, 4 × the line price taken once; a replay buys nothing more", async () => {
    const player = await t.player(100_000);
    const { open } = await overview();
    const picks = single("1");
    picks[0] = ["1", "2"];
    picks[5] = ["2", "3"];
    const body = { request_id: requestId(), round_id: open!.id, picks };
    const res = await buy(player, body);
    expect(res.statusCode).toBe(200);
    const ticket = res.json().data as SportsJackpotTicket;
    expect(ticket).toMatchObject({ lines: 4, stake: 4 * LINE, state: "open", currency: "KES" });
    expect(player.balance()).toBe(100_000 - 4 * LINE);
    const again = await buy(player, body);
    expect(again.json().data.id).toBe(ticket.id);
    expect(player.balance()).toBe(100_000 - 4 * LINE);
    expect((await tickets(player)).map((mine) => mine.id)).toEqual([ticket.id]);
    // The pool shows the published share of the accepted stakes.
    expect((await overview()).open!.pool).toBe(Math.floor((4 * LINE * 6_000) / 10_000));
  });

  test("20 parallel purchases with one request id: one ticket, one stake", async () => {
    const player = await t.player(100_000);
    const { open } = await overview();
    const body = { request_id: requestId(), round_id: open!.id, picks: single("2") };
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy(player, body)));
    expect(new Set(answers.map((res) => res.json().data?.id)).size).toBe(1);
    expect(player.balance()).toBe(100_000 - LINE);
    expect(await tickets(player)).toHaveLength(1);
  });

  test("bad input: the envelope and 400; too many lines; not enough money 402", async () => {
    const player = await t.player(LINE - 1);
    const { open } = await overview();
    const short = await buy(player, {
      request_id: requestId(),
      round_id: open!.id,
      picks: single("1").slice(1),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ status: "error" });
    const all = Array.from({ length: JACKPOT_MATCHES }, () => ["1", "2", "3"]);
    const wide = await buy(player, { request_id: requestId(), round_id: open!.id, picks: all });
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toMatch(/at most 1152 lines/);
    const poor = await buy(player, { request_id: requestId(), round_id: open!.id, picks: single("1") });
    expect(poor.statusCode).toBe(402);
    expect(player.balance()).toBe(LINE - 1);
    expect((await tickets(player))[0]!.state).toBe("refused");
  });

  test("another player's token never opens a player's tickets", async () => {
    const owner = await t.player();
    const other = await t.player();
    const { open } = await overview();
    await buy(owner, { request_id: requestId(), round_id: open!.id, picks: single("3") });
    await expect(tickets(owner, other.token)).rejects.toMatchObject({ statusCode: 403 });
    expect(await tickets(other)).toEqual([]);
  });

  test("nobody buys on another player's session: their token, no token, a forged one; no money moves", async () => {
    const owner = await t.player();
    const other = await t.player();
    const { open } = await overview();
    const body = { request_id: requestId(), round_id: open!.id, picks: single("1") };
    const attempt = (authorization?: string) =>
      app.inject({
        method: "POST",
        url: `/aggregator/v1/sports/sessions/${owner.session.id}/jackpot/tickets`,
        ...(authorization ? { headers: { authorization } } : {}),
        payload: body,
      });
    expect((await attempt(`Bearer ${other.token}`)).statusCode).toBe(403);
    expect((await attempt()).statusCode).toBe(401);
    const forged = `${owner.token.slice(0, -1)}${owner.token.endsWith("A") ? "B" : "A"}`;
    expect([401, 403]).toContain((await attempt(`Bearer ${forged}`)).statusCode);
    expect(await tickets(owner)).toEqual([]);
    expect(await tickets(other)).toEqual([]);
    expect(owner.balance()).toBe(10_000_000);
    expect(other.balance()).toBe(10_000_000);
  });
});

describe("close and settlement", () => {
  let winner: Player;
  let roundId: string;

  test("sales close at the first kick-off; entropy fixed with every recorded ticket", async () => {
    winner = await t.player(1_000_000);
    const { open } = await overview();
    roundId = open!.id;
    // Right on every match (all home wins, match 3 cancelled: drawn), with a double chance on match 3.
    const picks = single("1");
    picks[3] = ["1", "2", "3"];
    const bought = await buy(winner, { request_id: requestId(), round_id: roundId, picks });
    expect(bought.json().data.lines).toBe(3);
    t.feed.clock.current = new Date(open!.closes_at);
    const late = await buy(winner, { request_id: requestId(), round_id: roundId, picks: single("1") });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("RS_ERROR_JACKPOT_CLOSED");
    await t.step();
    const [round] = await t.feed.testDb.db.select().from(sportsJackpotRounds);
    const ids = (await t.feed.testDb.db.select().from(sportsJackpotTickets)).map((ticket) => ticket.id);
    expect(round!.status).toBe("closed");
    expect(round!.entropy).toBe(closeEntropy({ closedAt: open!.closes_at, acceptedBetIds: ids }));
    expect(round!.drawWeights![0]!.reduce((a, b) => a + b, 0)).toBe(2 ** 32);
    expect((await overview()).running!.id).toBe(roundId);
  });

  test("waits for all 13; then settles once, a cancelled match drawn from the committed seed", async () => {
    for (const [index, id] of fixtures.entries()) {
      if (index === 3) await t.cancel(id);
      else if (index < 12) await t.settle1x2(id, "1");
    }
    await t.step();
    expect((await overview()).running).not.toBeNull();
    await t.settle1x2(fixtures[12]!, "1");
    const before = winner.balance();
    await t.step();
    const { past, running } = await overview();
    expect(running).toBeNull();
    const round = past[0]!;
    expect(round.status).toBe("settled");
    expect(virtualCommitment(round.server_seed!)).toBe(round.commitment);
    const drawn = round.fixtures[3]!;
    expect(drawn.result).toEqual({
      outcome: drawCancelled(round.server_seed!, round.entropy!, 3, drawn.weights!),
      drawn: true,
    });
    expect(round.fixtures.filter((f) => f.result?.outcome === "1" && !f.result.drawn)).toHaveLength(12);

    // The winner's three lines: one has all 13, two have 12.
    const [mine] = await tickets(winner);
    expect(mine).toMatchObject({ state: "settled", best_correct: 13 });
    expect(mine!.lines_by_correct).toEqual({ "12": 2, "13": 1 });
    const tier13 = round.tiers.find((tier) => tier.correct === 13)!;
    expect(tier13.lines).toBeGreaterThanOrEqual(1);
    expect(mine!.payout).toBe(tier13.per_line! + 2 * round.tiers.find((x) => x.correct === 12)!.per_line!);
    expect(winner.balance()).toBe(before + mine!.payout!);

    // Every accepted ticket got exactly one closing win; the pool's books balance.
    const calls = await t.jackpotCalls();
    const wins = calls.filter((call) => call.kind === "win");
    const accepted = (await t.feed.testDb.db.select().from(sportsJackpotTickets)).filter(
      (ticket) => ticket.state === "settled",
    );
    expect(wins).toHaveLength(accepted.length);
    expect(wins.every((call) => call.status === "acknowledged" && call.request.round_closed === true)).toBe(
      true,
    );
    const [pool] = await t.feed.testDb.db
      .select()
      .from(sportsJackpotPools)
      .where(eq(sportsJackpotPools.roundId, round.id));
    expect(pool!.poolIn + pool!.salesShare! - pool!.prizesPaid! - pool!.rolloverOut!).toBe(0);
    expect(pool!.sales).toBe(accepted.reduce((sum, ticket) => sum + ticket.stake, 0));
    const paid = accepted.reduce((sum, ticket) => sum + ticket.payout!, 0);
    expect(paid).toBe(pool!.prizesPaid);
  });

  test("replays change nothing: another step, a result sent again, calls delivered twice", async () => {
    const balance = winner.balance();
    const calls = await t.jackpotCalls();
    await t.settle1x2(fixtures[12]!, "2");
    await t.step();
    await t.step();
    for (const call of calls.filter((c) => c.kind === "win"))
      await t.jackpot.deps.settlement.deliver(call.transactionId);
    expect(winner.balance()).toBe(balance);
    expect(await t.jackpotCalls()).toHaveLength(calls.length);
    const [round] = await t.feed.testDb.db.select().from(sportsJackpotRounds);
    expect(round!.results![12]!.outcome).toBe("1");
  });

  test("the rollover is the next round's pool_in; an unwon round carries all of it", async () => {
    const db = t.feed.testDb.db;
    const [first] = await db.select().from(sportsJackpotPools).where(eq(sportsJackpotPools.roundId, roundId));
    await t.fixtures(13);
    await t.step();
    const second = (await overview()).open!;
    expect(second.number).toBe(2);
    expect(second.pool_in).toBe(first!.rolloverOut);
    // Round 2: one ticket, all away wins; every match ends a home win: no tier is won.
    const player = await t.player();
    await buy(player, { request_id: requestId(), round_id: second.id, picks: single("3") });
    t.feed.clock.current = new Date(second.closes_at);
    await t.step();
    for (const fixture of second.fixtures) await t.settle1x2(fixture.id, "1");
    await t.step();
    const [settled] = await db
      .select()
      .from(sportsJackpotPools)
      .where(eq(sportsJackpotPools.roundId, second.id));
    const share = Math.floor((LINE * 6_000) / 10_000);
    expect(settled).toMatchObject({ sales: LINE, salesShare: share, prizesPaid: 0 });
    expect(settled!.rolloverOut).toBe(first!.rolloverOut! + share);
    expect((await tickets(player))[0]).toMatchObject({ state: "settled", payout: 0, best_correct: 0 });
    await t.fixtures(13);
    await t.step();
    const third = (await overview()).open!;
    expect(third.number).toBe(3);
    expect(third.pool_in).toBe(settled!.rolloverOut);
    expect(third.pool).toBe(settled!.rolloverOut);
  });
});
