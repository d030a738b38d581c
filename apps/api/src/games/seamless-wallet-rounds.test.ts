import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { gameRounds, gameTransactions } from "../db/schema.ts";
import { createGamesTestApp, type GamesTestApp, gamesSite, newId } from "../test/games-fixtures.ts";
import { balanceOf, betBody, ok, refused, rollbackBody, winBody } from "../test/wallet-calls.ts";

/*
 * The round a bet writes in one statement (its totals added by the upsert) and the refusals the
 * bet and the win judge before writing anything, without a savepoint: whatever is refused leaves
 * no round, no totals and no money behind, alone or racing.
 */

let c: GamesTestApp;
beforeAll(async () => {
  c = await createGamesTestApp([gamesSite("games")]);
});
afterAll(() => c.t.close());

async function roundOf(roundId: string) {
  const [row] = await c.t.testDb.db.select().from(gameRounds).where(eq(gameRounds.roundId, roundId));
  return row;
}

async function callsOf(roundId: string, status: string) {
  return c.t.testDb.db
    .select()
    .from(gameTransactions)
    .where(and(eq(gameTransactions.roundId, roundId), eq(gameTransactions.status, status)));
}

describe("a bet's round", () => {
  test("a refused stake leaves no new round, and an existing round's totals as they were", async () => {
    const g = await c.gambler({ cash: 100n, promo: 50n });
    const fresh = betBody(g, 151);
    refused(await c.wallet("bet", fresh), "RS_ERROR_NOT_ENOUGH_MONEY", 402);
    expect(await roundOf(fresh.round_id)).toBeUndefined();

    const first = betBody(g, 100);
    ok(await c.wallet("bet", first));
    const before = await roundOf(first.round_id);
    refused(
      await c.wallet("bet", { ...betBody(g, 51), round_id: first.round_id }),
      "RS_ERROR_NOT_ENOUGH_MONEY",
      402,
    );
    expect(await roundOf(first.round_id)).toEqual(before);
    expect(before).toMatchObject({ stake: 100n, stakeCash: 100n, stakePromo: 0n, bets: 1 });
    expect(await c.problems()).toEqual([]);
  });

  test("another player's round takes none of this player's bets: refused, kept, nothing moves", async () => {
    const owner = await c.gambler({ cash: 1_000n });
    const stranger = await c.gambler({ cash: 1_000n });
    const bet = betBody(owner, 100);
    ok(await c.wallet("bet", bet));
    const intruding = { ...betBody(stranger, 100), round_id: bet.round_id };
    const refusal = refused(await c.wallet("bet", intruding), "RS_ERROR_WRONG_TYPES", 400);
    expect(refused(await c.wallet("bet", intruding), "RS_ERROR_WRONG_TYPES", 400)).toEqual(refusal);
    expect((await balanceOf(c, stranger)).balance).toBe(1_000);
    expect(await roundOf(bet.round_id)).toMatchObject({ userId: owner.id, stake: 100n, bets: 1 });
  });

  test("20 parallel bets of one player on one new round: each once, the round's totals their sum", async () => {
    const g = await c.gambler({ cash: 1_000n, promo: 1_000n });
    const roundId = newId("round");
    const bets = Array.from({ length: 20 }, (_, index) => betBody(g, 50 + index, { round_id: roundId }));
    const answers = await Promise.all(bets.map((bet) => c.wallet("bet", bet)));
    for (const answer of answers) ok(answer);
    const staked = bets.reduce((sum, bet) => sum + bet.amount, 0);
    expect(await roundOf(roundId)).toMatchObject({
      userId: g.id,
      stake: BigInt(staked),
      stakeCash: 1_000n,
      stakePromo: BigInt(staked - 1_000),
      bets: 20,
      status: "open",
    });
    expect((await balanceOf(c, g)).balance).toBe(2_000 - staked);
    expect(await c.problems()).toEqual([]);
  });

  test("two players racing for one new round id: one owns it, the other's bets are refused and move nothing", async () => {
    const players = [await c.gambler({ cash: 10_000n }), await c.gambler({ cash: 10_000n })];
    const roundId = newId("round");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const player = players[index % 2];
        if (!player) throw new Error("no player");
        return c.wallet("bet", betBody(player, 100, { round_id: roundId }));
      }),
    );
    const round = await roundOf(roundId);
    const owner = players.find((player) => player.id === round?.userId);
    const other = players.find((player) => player.id !== round?.userId);
    if (!owner || !other) throw new Error("the round has no owner among the players");
    for (const [index, answer] of answers.entries()) {
      if (players[index % 2] === owner) ok(answer);
      else refused(answer, "RS_ERROR_WRONG_TYPES", 400);
    }
    expect(round).toMatchObject({ stake: 1_000n, bets: 10 });
    expect((await balanceOf(c, owner)).balance).toBe(9_000);
    expect((await balanceOf(c, other)).balance).toBe(10_000);
    expect(await callsOf(roundId, "refused")).toHaveLength(10);
    expect(await c.problems()).toEqual([]);
  });

  test("a settled round takes no more bets, and the refusal writes nothing to it", async () => {
    const g = await c.gambler({ cash: 1_000n });
    const bet = betBody(g, 100);
    ok(await c.wallet("bet", bet));
    ok(await c.wallet("win", winBody(g, bet, 300)));
    const settled = await roundOf(bet.round_id);
    refused(
      await c.wallet("bet", { ...betBody(g, 100), round_id: bet.round_id }),
      "RS_ERROR_ROUND_SETTLED",
      409,
    );
    expect(await roundOf(bet.round_id)).toEqual(settled);
    expect((await balanceOf(c, g)).balance).toBe(1_200);
  });
});

describe("bets, wins and rollbacks of one round racing", () => {
  test("never deadlock nor fail; the balance and the round's totals are what the answers say", async () => {
    const g = await c.gambler({ cash: 5_000n, promo: 1_000n });
    const first = betBody(g, 500);
    ok(await c.wallet("bet", first));
    const roundId = first.round_id;
    const bets = Array.from({ length: 8 }, (_, index) => betBody(g, 100 + index, { round_id: roundId }));
    const calls = [
      ...bets.map((bet) => ({ kind: "bet" as const, body: bet })),
      ...bets.slice(0, 4).map((bet) => ({ kind: "rollback" as const, body: rollbackBody(g, bet) })),
      ...Array.from({ length: 8 }, (_, index) => ({
        kind: "win" as const,
        body: winBody(g, first, 50 + index),
      })),
    ];
    const answers = await Promise.all(calls.map((call) => c.wallet(call.kind, call.body)));
    let staked = 500;
    let won = 0;
    let refunded = 0;
    for (const [index, answer] of answers.entries()) {
      const call = calls[index];
      expect(answer.statusCode, answer.body).not.toBe(500);
      if (!call || answer.statusCode !== 200) continue;
      const data = ok(answer);
      if (call.kind === "bet") staked += call.body.amount;
      if (call.kind === "win") won += call.body.amount;
      if (call.kind === "rollback") refunded += (data.cash_amount ?? 0) + (data.promo_amount ?? 0);
    }
    expect(await roundOf(roundId)).toMatchObject({
      stake: BigInt(staked),
      win: BigInt(won),
      refunded: BigInt(refunded),
    });
    expect((await balanceOf(c, g)).balance).toBe(6_000 - staked + won + refunded);
    expect(await c.problems()).toEqual([]);
  });
});

describe("a win", () => {
  test("20 parallel wins of one round, each its own id: every one paid once, the totals their sum", async () => {
    const g = await c.gambler({ cash: 1_000n, promo: 1_000n });
    const bet = betBody(g, 2_000);
    ok(await c.wallet("bet", bet));
    const wins = Array.from({ length: 20 }, (_, index) => winBody(g, bet, 10 + index));
    const answers = await Promise.all(wins.map((win) => c.wallet("win", win)));
    for (const answer of answers) ok(answer);
    const won = wins.reduce((sum, win) => sum + win.amount, 0);
    const round = await roundOf(bet.round_id);
    expect(round).toMatchObject({ win: BigInt(won), wins: 20, status: "won" });
    expect((round?.winCash ?? 0n) + (round?.winPromo ?? 0n)).toBe(BigInt(won));
    expect((await balanceOf(c, g)).balance).toBe(won);
    expect(await callsOf(bet.round_id, "applied")).toHaveLength(21);
    expect(await c.problems()).toEqual([]);
  });

  test("a win of another player's bet is refused before it writes: the round and the balances stay", async () => {
    const owner = await c.gambler({ cash: 1_000n });
    const stranger = await c.gambler({ cash: 1_000n });
    const bet = betBody(owner, 100);
    ok(await c.wallet("bet", bet));
    const before = await roundOf(bet.round_id);
    const steal = { ...winBody(stranger, bet, 500) };
    refused(await c.wallet("win", steal), "RS_ERROR_TRANSACTION_DOES_NOT_EXIST", 404);
    expect(await roundOf(bet.round_id)).toEqual(before);
    expect((await balanceOf(c, stranger)).balance).toBe(1_000);
    expect((await balanceOf(c, owner)).balance).toBe(900);
  });
});
