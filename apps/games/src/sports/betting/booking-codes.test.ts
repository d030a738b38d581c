import { BOOKING_CODE_ALPHABET } from "@platform/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { call } from "../../test/games-test-app.ts";
import { createBookingCode, loadBookingCode, newBookingCode } from "./booking-codes.ts";
import {
  type BettingTestKit,
  createBettingTestKit,
  EVENT_A,
  EVENT_B,
  EVENT_C,
  pick,
} from "./test/betting-test-kit.ts";

/*
 * Booking codes, and the betting routes end to end over HTTP: a session opened with the launch
 * token, a slip placed from a booking code, my bets, a cash-out quote and cash-out.
 */

let t: BettingTestKit;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createBettingTestKit();
  app = await t.app();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe("booking codes", () => {
  test("codes are 6 characters without 0/O/1/I/L", () => {
    for (let i = 0; i < 500; i++) {
      const code = newBookingCode();
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
      for (const char of code) expect(BOOKING_CODE_ALPHABET).toContain(char);
    }
  });

  test("a code loads its selections at current prices, flagging moved prices and closed markets", async () => {
    await t.event(EVENT_A, { home: 2_000 });
    await t.event(EVENT_B, { home: 1_500 });
    await t.event(EVENT_C, { away: 3_000 });
    const deps = t.betting.deps;
    const booked = await createBookingCode(deps, "alpha", [
      pick(EVENT_A, "1", 2_000),
      pick(EVENT_B, "1", 1_500),
      pick(EVENT_C, "3", 3_000),
    ]);
    expect(booked.selections.every((selection) => !selection.price_changed && selection.open)).toBe(true);

    await t.odds(EVENT_A, { home: 2_200 });
    await t.odds(EVENT_C, {}, { status: -1 });
    const loaded = await loadBookingCode(deps, "alpha", booked.code.toLowerCase());
    expect(
      loaded.selections.map((s) => [s.booked_price_milli, s.price_milli, s.price_changed, s.open]),
    ).toEqual([
      [2_000, 2_200, true, true],
      [1_500, 1_500, false, true],
      [3_000, 3_000, false, false],
    ]);
    // Another operator's players do not see it.
    await expect(loadBookingCode(deps, "beta", booked.code)).rejects.toThrow(/no slip/);
  });
});

describe("the betting routes", () => {
  test("session, booking code, slip, my bets, cash-out quote and cash-out", async () => {
    await t.event(EVENT_A, { home: 2_000 });
    await t.event(EVENT_B, { home: 1_500 });
    const token = crypto.randomUUID();
    t.wallet.addPlayer(token, { userId: "route-player", currency: "KES", balance: 50_000 });
    const opened = await call<{ data: { session_id: string; balance: number } }>(
      app,
      "POST",
      "/aggregator/v1/sports/sessions",
      {
        body: { operator: "alpha", token },
      },
    );
    expect(opened.status).toBe(200);
    const session = opened.body.data.session_id;

    const rules = await call<{ data: { max_payout: number } }>(
      app,
      "GET",
      "/aggregator/v1/sports/rules?operator=alpha",
    );
    expect(rules.body.data.max_payout).toBeGreaterThan(0);

    const code = await call<{ data: { code: string } }>(
      app,
      "POST",
      "/aggregator/v1/sports/booking-codes?operator=alpha",
      {
        body: { selections: [pick(EVENT_A, "1", 2_000), pick(EVENT_B, "1", 1_500)] },
      },
    );
    expect(code.status).toBe(200);
    const loaded = await call<{
      data: {
        selections: { event_id: string; market_key: string; outcome_id: string; price_milli: number }[];
      };
    }>(app, "GET", `/aggregator/v1/sports/booking-codes/${code.body.data.code}?operator=alpha`);

    // Without the launch token nothing is placed.
    const anonymous = await call(app, "POST", `/aggregator/v1/sports/sessions/${session}/bets`, {
      body: {
        request_id: "route-req-1",
        selections: [pick(EVENT_A, "1", 2_000)],
        bet_type: "single",
        unit_stake: 1_000,
        price_change: "any",
      },
    });
    expect(anonymous.status).toBe(401);

    const placed = await call<{
      data: { bets: { id: string; state: string; booking_code: string; potential_return: number }[] };
    }>(app, "POST", `/aggregator/v1/sports/sessions/${session}/bets`, {
      token,
      body: {
        request_id: "route-req-2",
        selections: loaded.body.data.selections.map(({ event_id, market_key, outcome_id, price_milli }) => ({
          event_id,
          market_key,
          outcome_id,
          price_milli,
        })),
        bet_type: "accumulator",
        unit_stake: 1_000,
        price_change: "ask",
        booking_code: code.body.data.code,
      },
    });
    expect(placed.status).toBe(200);
    const bet = placed.body.data.bets[0]!;
    expect(bet).toMatchObject({ state: "open", booking_code: code.body.data.code, potential_return: 3_000 });

    const mine = await call<{ data: { bets: { id: string }[] } }>(
      app,
      "GET",
      `/aggregator/v1/sports/sessions/${session}/bets`,
      { token },
    );
    expect(mine.body.data.bets.map((b) => b.id)).toEqual([bet.id]);

    const quote = await call<{ data: { quote_id: string; offer: number } }>(
      app,
      "POST",
      `/aggregator/v1/sports/sessions/${session}/bets/${bet.id}/cash-out/quote`,
      { token },
    );
    expect(quote.status).toBe(200);
    const cashed = await call<{ data: { state: string; cashed_out: number } }>(
      app,
      "POST",
      `/aggregator/v1/sports/sessions/${session}/bets/${bet.id}/cash-out`,
      { token, body: { quote_id: quote.body.data.quote_id } },
    );
    expect(cashed.body.data).toMatchObject({ state: "cashed_out", cashed_out: quote.body.data.offer });
    await t.betting.idle();
    expect(t.wallet.players.get(token)!.balance).toBe(50_000 - 1_000 + quote.body.data.offer);
  });

  test("as an attacker: another player's bet, session or token, and a replayed cash-out", async () => {
    await t.event(EVENT_A, { home: 2_000 });
    const open = async (userId: string) => {
      const token = crypto.randomUUID();
      t.wallet.addPlayer(token, { userId, currency: "KES", balance: 50_000 });
      const opened = await call<{ data: { session_id: string } }>(
        app,
        "POST",
        "/aggregator/v1/sports/sessions",
        {
          body: { operator: "alpha", token },
        },
      );
      expect(opened.status).toBe(200);
      return { token, session: opened.body.data.session_id };
    };
    const victim = await open("victim-player");
    const thief = await open("thief-player");
    const placed = await call<{ data: { bets: { id: string }[] } }>(
      app,
      "POST",
      `/aggregator/v1/sports/sessions/${victim.session}/bets`,
      {
        token: victim.token,
        body: {
          request_id: "victim-req-1",
          selections: [pick(EVENT_A, "1", 2_000)],
          bet_type: "single",
          unit_stake: 1_000,
          price_change: "any",
        },
      },
    );
    expect(placed.status).toBe(200);
    const betId = placed.body.data.bets[0]!.id;
    const url = (session: string, path: string) =>
      `/aggregator/v1/sports/sessions/${session}/bets/${betId}${path}`;

    // The victim's bet through the thief's own session: not theirs, so not found.
    const foreignQuote = await call(app, "POST", url(thief.session, "/cash-out/quote"), {
      token: thief.token,
    });
    expect(foreignQuote.status).toBe(404);
    // The victim's session with the thief's token, or a forged one: refused.
    for (const token of [thief.token, "forged-token-0000000000000000"]) {
      const hijack = await call(app, "POST", url(victim.session, "/cash-out/quote"), { token });
      expect([401, 403]).toContain(hijack.status);
    }
    const theirs = await call<{ data: { bets: unknown[] } }>(
      app,
      "GET",
      `/aggregator/v1/sports/sessions/${thief.session}/bets`,
      { token: thief.token },
    );
    expect(theirs.body.data.bets).toEqual([]);

    // The victim's own cash-out, sent five times at once with the same quote: paid once.
    const quote = await call<{ data: { quote_id: string; offer: number } }>(
      app,
      "POST",
      url(victim.session, "/cash-out/quote"),
      { token: victim.token },
    );
    expect(quote.status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(app, "POST", url(victim.session, "/cash-out"), {
          token: victim.token,
          body: { quote_id: quote.body.data.quote_id },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
    await t.betting.idle();
    expect(t.wallet.players.get(victim.token)!.balance).toBe(50_000 - 1_000 + quote.body.data.offer);
    expect(t.wallet.players.get(thief.token)!.balance).toBe(50_000);
  });
});
