import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "../app.ts";
import {
  createGamesTestApp,
  type Gambler,
  type GamesTestApp,
  gamesSite,
  newId,
  WALLET_KEY,
} from "../test/games-fixtures.ts";
import { TEST_ARGON2 } from "../test/test-app.ts";
import {
  balanceOf as balanceIn,
  betBody,
  GAME,
  ok,
  refused,
  rollbackBody,
  winBody,
} from "../test/wallet-calls.ts";

/*
 * Contract tests of wins and rollbacks: proportions, several wins a round, zero wins, rollbacks in
 * every order, the books balanced, and settling after the launch tokens' key changed.
 */

let c: GamesTestApp;
beforeAll(async () => {
  c = await createGamesTestApp([gamesSite("games")]);
});
afterAll(() => c.t.close());

const balanceOf = (g: Gambler, site = "games") => balanceIn(c, g, site);

describe("win", () => {
  test("is paid back in the proportion its bet was funded; several wins per round, each once", async () => {
    const g = await c.gambler({ cash: 100n, promo: 300n });
    const bet = betBody(g, 400);
    expect(ok(await c.wallet("bet", bet))).toMatchObject({ cash_amount: 100, promo_amount: 300, balance: 0 });
    const win = winBody(g, bet, 1_001);
    // A quarter was cash: 250.25 → 250 cash (rounded down), the rest promo credit.
    expect(ok(await c.wallet("win", win))).toMatchObject({
      cash_amount: 250,
      promo_amount: 751,
      cash: 250,
      promo: 751,
    });
    expect(ok(await c.wallet("win", win))).toMatchObject({ cash: 250, promo: 751 });
    expect(ok(await c.wallet("win", winBody(g, bet, 400)))).toMatchObject({ cash: 350, promo: 1_051 });
    expect(await c.problems()).toEqual([]);
  });

  test("must name an applied bet of the same player and round", async () => {
    const g = await c.gambler({ cash: 1_000n });
    const stranger = await c.gambler({ cash: 1_000n });
    const bet = betBody(g, 100);
    ok(await c.wallet("bet", bet));
    refused(
      await c.wallet("win", winBody(g, { transaction_id: "never-sent", round_id: bet.round_id }, 10)),
      "RS_ERROR_TRANSACTION_DOES_NOT_EXIST",
      404,
    );
    refused(
      await c.wallet(
        "win",
        winBody(g, { transaction_id: bet.transaction_id, round_id: "another-round" }, 10),
      ),
      "RS_ERROR_TRANSACTION_DOES_NOT_EXIST",
      404,
    );
    refused(await c.wallet("win", winBody(stranger, bet, 10)), "RS_ERROR_TRANSACTION_DOES_NOT_EXIST", 404);
    const poor = betBody(g, 5_000);
    refused(await c.wallet("bet", poor), "RS_ERROR_NOT_ENOUGH_MONEY", 402);
    refused(await c.wallet("win", winBody(g, poor, 10)), "RS_ERROR_TRANSACTION_DOES_NOT_EXIST", 404);
    // A win cannot pay a win.
    const win = winBody(g, bet, 10);
    ok(await c.wallet("win", win));
    refused(
      await c.wallet("win", { ...winBody(g, bet, 10), reference_transaction_id: win.transaction_id }),
      "RS_ERROR_TRANSACTION_DOES_NOT_EXIST",
      404,
    );
    expect((await balanceOf(g)).balance).toBe(910);
    expect((await balanceOf(stranger)).balance).toBe(1_000);
  });

  test("zero closes a lost round: no more bets in it, nor a rollback of its bet", async () => {
    const g = await c.gambler({ cash: 1_000n });
    const bet = betBody(g, 100);
    ok(await c.wallet("bet", bet));
    expect(ok(await c.wallet("win", winBody(g, bet, 0)))).toMatchObject({ cash_amount: 0, balance: 900 });
    refused(
      await c.wallet("bet", betBody(g, 100, { round_id: bet.round_id })),
      "RS_ERROR_ROUND_SETTLED",
      409,
    );
    const rollback = rollbackBody(g, bet);
    const answer = refused(await c.wallet("rollback", rollback), "RS_ERROR_ROUND_SETTLED", 409);
    expect(refused(await c.wallet("rollback", rollback), "RS_ERROR_ROUND_SETTLED", 409)).toEqual(answer);
    expect((await balanceOf(g)).balance).toBe(900);
  });
});

describe("rollback", () => {
  test("returns exactly what its bet took from cash and promo credit, once", async () => {
    const g = await c.gambler({ cash: 100n, promo: 300n });
    const bet = betBody(g, 250);
    ok(await c.wallet("bet", bet));
    const rollback = rollbackBody(g, bet);
    const first = ok(await c.wallet("rollback", rollback));
    expect(first).toMatchObject({ cash_amount: 100, promo_amount: 150, cash: 100, promo: 300 });
    // The same rollback again: its first answer. Another rollback of the bet: nothing more moves.
    expect(ok(await c.wallet("rollback", rollback))).toEqual({ ...first, request_id: expect.any(String) });
    expect(ok(await c.wallet("rollback", rollbackBody(g, bet)))).toMatchObject({
      cash_amount: 0,
      promo_amount: 0,
      cash: 100,
      promo: 300,
    });
    // The bet is gone: no win for it.
    refused(await c.wallet("win", winBody(g, bet, 500)), "RS_ERROR_TRANSACTION_ROLLED_BACK", 409);
    expect(await c.problems()).toEqual([]);
  });

  test("before its bet: recorded, answered, and the bet refused when it comes, moving nothing", async () => {
    const g = await c.gambler({ cash: 1_000n });
    const bet = betBody(g, 300);
    expect(ok(await c.wallet("rollback", rollbackBody(g, bet)))).toMatchObject({
      cash_amount: 0,
      balance: 1_000,
    });
    refused(await c.wallet("bet", bet), "RS_ERROR_TRANSACTION_ROLLED_BACK", 409);
    refused(await c.wallet("bet", { ...bet, amount: 1 }), "RS_ERROR_TRANSACTION_ROLLED_BACK", 409);
    refused(await c.wallet("win", winBody(g, bet, 100)), "RS_ERROR_TRANSACTION_ROLLED_BACK", 409);
    expect((await balanceOf(g)).balance).toBe(1_000);
  });

  test("reverses only a bet of its player and round", async () => {
    const g = await c.gambler({ cash: 1_000n });
    const stranger = await c.gambler({ cash: 1_000n });
    const bet = betBody(g, 100);
    ok(await c.wallet("bet", bet));
    const win = winBody(g, bet, 50);
    ok(await c.wallet("win", win));
    refused(
      await c.wallet("rollback", { ...rollbackBody(g, bet), reference_transaction_id: win.transaction_id }),
      "RS_ERROR_TRANSACTION_DOES_NOT_EXIST",
      404,
    );
    const other = betBody(g, 100);
    ok(await c.wallet("bet", other));
    refused(
      await c.wallet("rollback", rollbackBody(stranger, other)),
      "RS_ERROR_TRANSACTION_DOES_NOT_EXIST",
      404,
    );
    refused(
      await c.wallet("rollback", { ...rollbackBody(g, other), round_id: bet.round_id }),
      "RS_ERROR_TRANSACTION_DOES_NOT_EXIST",
      404,
    );
    const self = newId("rollback");
    refused(
      await c.wallet("rollback", {
        ...rollbackBody(g, other),
        transaction_id: self,
        reference_transaction_id: self,
      }),
      "RS_ERROR_WRONG_TYPES",
      400,
    );
    expect((await balanceOf(g)).balance).toBe(850);
    expect(ok(await c.wallet("rollback", rollbackBody(g, other))).balance).toBe(950);
  });

  test("ledger movements carry the round, game and transaction, and the books balance", async () => {
    const g = await c.gambler({ cash: 1_000n, promo: 1_000n });
    for (let round = 0; round < 5; round++) {
      const bet = betBody(g, 300 + round * 200);
      ok(await c.wallet("bet", bet));
      if (round % 2 === 0) ok(await c.wallet("win", winBody(g, bet, round * 333)));
      else ok(await c.wallet("rollback", rollbackBody(g, bet)));
    }
    expect(await c.problems()).toEqual([]);
    const history = await c.call("GET", `/api/user/history?game_id=${GAME}&per_page=100`, {
      site: "games",
      token: g.session,
    });
    const items = history.json().data.items as {
      type: string;
      game_id: string;
      reference: Record<string, string>;
    }[];
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(["bet", "win", "rollback"]));
    for (const item of items) {
      expect(item.game_id).toBe(GAME);
      expect(item.reference.round).toMatch(/^round-/);
      expect(item.reference.transaction).toMatch(/^(bet|win|rollback)-/);
    }
  });
});

describe("after a restart with another server secret", () => {
  test("old launch tokens no longer stake, but still settle the bets they placed", async () => {
    const g = await c.gambler({ cash: 1_000n });
    const toWin = betBody(g, 100);
    const toRollBack = betBody(g, 200);
    ok(await c.wallet("bet", toWin));
    ok(await c.wallet("bet", toRollBack));
    // The demo makes AUTH_SECRET per process: a restart signs launch tokens with another key.
    const restarted = buildApp({
      db: c.t.testDb.db,
      rateLimit: false,
      accounts: {
        env: { NOTIFY_TRANSPORT: "outbox", MAIL_FROM: "test@localhost", AUTH_SECRET: "r".repeat(48) },
        argon2: TEST_ARGON2,
        clock: c.time.clock,
      },
      games: { walletKey: WALLET_KEY },
    });
    await restarted.ready();
    try {
      const app = restarted;
      refused(await c.wallet("bet", betBody(g, 100), "games", { app }), "RS_ERROR_INVALID_TOKEN", 401);
      // Another bet's token does not settle this one.
      const other = await c.gambler({ cash: 1_000n });
      const foreign = { ...winBody(g, toWin, 10), token: other.token };
      refused(await c.wallet("win", foreign, "games", { app }), "RS_ERROR_INVALID_TOKEN", 401);
      expect(ok(await c.wallet("win", winBody(g, toWin, 400), "games", { app })).balance).toBe(1_100);
      expect(ok(await c.wallet("rollback", rollbackBody(g, toRollBack), "games", { app })).balance).toBe(
        1_300,
      );
    } finally {
      await restarted.close();
    }
  });
});
