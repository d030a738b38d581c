import { randomUUID } from "node:crypto";
import {
  checkoutResponseSchema,
  myBetsResponseSchema,
  ticketDetailSchema,
  ticketsResponseSchema,
} from "@platform/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { draws, tickets } from "../db/schema.ts";
import type { Gambler } from "../test/games-fixtures.ts";
import { newId } from "../test/games-fixtures.ts";
import { type CartTestApp, createCartTestApp, line, lottoCartSite } from "../test/lotto-cart-fixtures.ts";

let c: CartTestApp;
beforeAll(async () => {
  c = await createCartTestApp([lottoCartSite("lotto")]);
});
afterAll(() => c.t.close());

const MINUTE = 60_000;
const SITE = "lotto";

async function get(g: Gambler, url: string) {
  const response = await c.call("GET", url, { site: SITE, token: g.session });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Buys the lines as one checkout; the tickets in cart order. */
async function buy(g: Gambler, lines: ReturnType<typeof line>[]) {
  for (const l of lines) await c.add(g.session, l);
  const response = await c.call("POST", "/api/user/cart/checkout", {
    site: SITE,
    token: g.session,
    body: { idempotency_key: randomUUID() },
  });
  expect(response.statusCode, response.body).toBe(200);
  return checkoutResponseSchema.parse(response.json().data).tickets;
}

/** A casino round staked through the seamless wallet, left open. */
async function round(g: Gambler) {
  const body = {
    token: g.token,
    transaction_id: newId("bet"),
    round_id: newId("round"),
    game: "savanna-sun",
    amount: 100,
    currency: "KES",
  };
  expect((await c.wallet("bet", body, SITE)).statusCode).toBe(200);
  return body.round_id;
}

/** What settlement leaves: the draw's numbers out, the ticket won (or lost). */
async function settle(
  drawId: number,
  numbers: number[],
  ticket?: { id: string; winningLines: number; payout: bigint },
) {
  await c.t.testDb.db
    .update(draws)
    .set({ status: "settled", numbers, drawnAt: c.time.clock(), settledAt: c.time.clock() })
    .where(eq(draws.id, drawId));
  if (ticket)
    await c.t.testDb.db
      .update(tickets)
      .set({
        status: ticket.payout > 0n ? "won" : "lost",
        winningLines: ticket.winningLines,
        payout: ticket.payout,
        settledAt: c.time.clock(),
      })
      .where(eq(tickets.id, Number(ticket.id)));
}

describe("tickets", () => {
  test("the ticket variant lists the player's tickets newest first, with draws, filtered", async () => {
    const g = await c.gambler({ cash: 100_000n }, SITE);
    const lucky5 = await c.draw("lucky5", 10 * MINUTE);
    const number = await c.draw("number", 10 * MINUTE);
    const [perm] = await buy(g, [line(lucky5, { type: "perm", size: 2, numbers: [1, 2, 3] }, "1.00")]);
    c.time.advance(1_000);
    const [odd, exact] = await buy(g, [
      line(number, { type: "parity", value: "odd" }, "2.00"),
      line(number, { type: "exact", number: 7 }, "1.00"),
    ]);
    const list = ticketsResponseSchema.parse(await get(g, "/api/user/mybets?variant=ticket"));
    expect(list.total).toBe(3);
    expect(list.items.map((t) => t.id)).toEqual([exact?.id, odd?.id, perm?.id]);
    expect(list.items[2]).toMatchObject({
      selection: { type: "perm", size: 2, numbers: [1, 2, 3] },
      lines: 3,
      stake_per_line: "1.00",
      total_stake: "3.00",
      status: "open",
      winning_lines: 0,
      payout: "0.00",
      settled_at: null,
      draw: { id: String(lucky5.id), game: "lucky5", status: "open", server_seed: null, numbers: null },
    });

    await settle(lucky5.id, [2, 3, 40, 50, 60], { id: perm?.id ?? "", winningLines: 1, payout: 24_000n });
    const won = ticketsResponseSchema.parse(await get(g, "/api/user/mybets?variant=ticket&game_status=won"));
    expect(won.items.map((t) => [t.id, t.winning_lines, t.payout])).toEqual([[perm?.id, 1, "240.00"]]);
    // Drawn: the seed is revealed with the numbers.
    expect(won.items[0]?.draw).toMatchObject({
      status: "settled",
      numbers: [2, 3, 40, 50, 60],
      server_seed: lucky5.serverSeed,
    });
    expect(
      (await get(g, `/api/user/mybets?variant=ticket&bet_id=${odd?.id}`)).items.map(
        (t: { id: string }) => t.id,
      ),
    ).toEqual([odd?.id]);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi" }).format(c.time.clock());
    const yesterday = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi" }).format(
      new Date(c.time.clock().getTime() - 86_400_000),
    );
    expect((await get(g, `/api/user/mybets?variant=ticket&date_from=${today}&date_to=${today}`)).total).toBe(
      3,
    );
    expect((await get(g, `/api/user/mybets?variant=ticket&date_to=${yesterday}`)).total).toBe(0);
    expect((await get(g, "/api/user/mybets?variant=ticket&per_page=2&page=2")).items).toHaveLength(1);

    const stranger = await c.gambler({}, SITE);
    expect(await get(stranger, `/api/user/mybets?variant=ticket&bet_id=${perm?.id}`)).toMatchObject({
      items: [],
      total: 0,
    });
    for (const query of ["variant=ticket&game_status=cancelled", "game_status=void", "variant=tickets"]) {
      const bad = await c.call("GET", `/api/user/mybets?${query}`, { site: SITE, token: g.session });
      expect(bad.statusCode, query).toBe(400);
    }
  });

  test("a ticket's page lists every line and which won; another player's ticket is a 404", async () => {
    const g = await c.gambler({ cash: 100_000n }, SITE);
    const lucky4 = await c.draw("lucky4", 10 * MINUTE);
    const number = await c.draw("number", 10 * MINUTE);
    const [banker, tens] = await buy(g, [
      line(lucky4, { type: "banker", size: 3, bankers: [10], numbers: [20, 30, 40] }),
      line(number, { type: "tens", value: 2 }),
    ]);
    const open = ticketDetailSchema.parse(await get(g, `/api/user/tickets/${banker?.id}`));
    expect(open.line_list).toEqual([
      { numbers: [10, 20, 30], won: null },
      { numbers: [10, 20, 40], won: null },
      { numbers: [10, 30, 40], won: null },
    ]);
    await settle(lucky4.id, [30, 10, 20, 1, 2]);
    const drawn = ticketDetailSchema.parse(await get(g, `/api/user/tickets/${banker?.id}`));
    expect(drawn.line_list.map((l) => l.won)).toEqual([true, false, false]);

    await settle(number.id, [15]);
    const luckyNumber = ticketDetailSchema.parse(await get(g, `/api/user/tickets/${tens?.id}`));
    expect(luckyNumber.line_list).toEqual([{ numbers: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], won: true }]);

    const stranger = await c.gambler({}, SITE);
    for (const id of [banker?.id, "999999999", "abc"]) {
      const response = await c.call("GET", `/api/user/tickets/${id}`, {
        site: SITE,
        token: stranger.session,
      });
      expect(response.statusCode, id).toBe(404);
    }
    expect((await c.call("GET", `/api/user/tickets/${banker?.id}`, { site: SITE })).statusCode).toBe(401);
  });

  test("my bets shows tickets as lotto bets, paged together with the rounds", async () => {
    const g = await c.gambler({ cash: 100_000n }, SITE);
    const lucky5 = await c.draw("lucky5", 30 * MINUTE);
    const lucky3 = await c.draw("lucky3", 30 * MINUTE);
    const order: string[] = [];
    // Rounds and tickets alternate in time: r, t, r, t t (one checkout), r.
    order.push(await round(g));
    c.time.advance(1_000);
    order.push(...(await buy(g, [line(lucky5, { type: "direct", size: 1, numbers: [9] })])).map((t) => t.id));
    c.time.advance(1_000);
    order.push(await round(g));
    c.time.advance(1_000);
    order.push(
      ...(
        await buy(g, [
          line(lucky3, { type: "direct", size: 2, numbers: [1, 2] }, "2.00"),
          line(lucky5, { type: "direct", size: 3, numbers: [1, 2, 3] }),
        ])
      ).map((t) => t.id),
    );
    c.time.advance(1_000);
    order.push(await round(g));
    const newestFirst = [...order].reverse();

    const pages: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const data = myBetsResponseSchema.parse(
        await get(g, `/api/user/mybets?tab=all&per_page=2&page=${page}`),
      );
      expect(data.total).toBe(6);
      pages.push(...data.items.map((item) => item.bet_id));
    }
    // Within one checkout the later ticket (higher id) comes first, as rounds do.
    expect(pages).toEqual([
      newestFirst[0],
      newestFirst[1],
      newestFirst[2],
      newestFirst[3],
      newestFirst[4],
      newestFirst[5],
    ]);
    expect(pages).toEqual(
      (await get(g, "/api/user/mybets")).items.map((item: { bet_id: string }) => item.bet_id),
    );

    const lotto = myBetsResponseSchema.parse(await get(g, "/api/user/mybets?tab=lotto"));
    expect(lotto.total).toBe(3);
    expect(lotto.items[0]).toMatchObject({
      game: { slug: "lucky5", name: "Lucky 5" },
      product: "lotto",
      status: "open",
      stake: "1.00",
      win: "0.00",
      stake_cash: "1.00",
      stake_promo: "0.00",
      settled_at: null,
    });
    expect(lotto.items[1]?.game).toEqual({ slug: "lucky3", name: "Lucky 3" });
    expect((await get(g, "/api/user/mybets?tab=casino")).total).toBe(3);
    expect((await get(g, "/api/user/mybets?game=lucky5")).total).toBe(2);
    expect((await get(g, `/api/user/mybets?tab=lotto&bet_id=${order[1]}`)).items).toHaveLength(1);
    // The lotto tab pages the tickets only, newest first, across a page boundary.
    const lottoPages: string[] = [];
    for (let page = 1; page <= 2; page++) {
      const data = myBetsResponseSchema.parse(
        await get(g, `/api/user/mybets?tab=lotto&per_page=2&page=${page}`),
      );
      expect(data.total).toBe(3);
      lottoPages.push(...data.items.map((item) => item.bet_id));
    }
    expect(lottoPages).toEqual([order[4], order[3], order[1]]);

    // A void ticket (its draw cancelled) is a cancelled bet.
    await c.t.testDb.db
      .update(tickets)
      .set({ status: "void" })
      .where(eq(tickets.id, Number(order[1])));
    const cancelled = myBetsResponseSchema.parse(await get(g, "/api/user/mybets?game_status=cancelled"));
    expect(cancelled.items.map((item) => item.bet_id)).toEqual([order[1]]);

    expect(await get(g, "/api/user/game")).toEqual([
      { slug: "lucky3", name: "Lucky 3" },
      { slug: "lucky5", name: "Lucky 5" },
      { slug: "savanna-sun", name: "Savanna Sun" },
    ]);
  });
});
