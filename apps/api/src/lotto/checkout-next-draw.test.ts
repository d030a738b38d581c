import { randomUUID } from "node:crypto";
import { checkoutResponseSchema, ticketDetailSchema, ticketsResponseSchema } from "@platform/contracts";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { draws, ledgerTransactions, sites, tickets } from "../db/schema.ts";
import { type CartTestApp, createCartTestApp, line, lottoCartSite } from "../test/lotto-cart-fixtures.ts";
import { trialBalance } from "../wallet/trial-balance.ts";

/*
 * Issue 16: a cart line whose draw closes before checkout plays the game's next draw when the
 * player agreed on adding it, and is otherwise left out (named, kept in the cart, never charged)
 * while the rest of the cart is bought. Each test has its own site, so "the next draw of the game"
 * is the one the test made.
 */

let c: CartTestApp;
const SITES = ["moves", "left", "gap", "limits", "owner", "forged", "parallel", "merge"] as const;
beforeAll(async () => {
  c = await createCartTestApp(SITES.map((code) => lottoCartSite(code)));
});
afterAll(() => c.t.close());

const SECOND = 1_000;
const MINUTE = 60_000;
const direct = (...numbers: number[]) => ({ type: "direct", size: numbers.length, numbers });
const consenting = (draw: { id: number }, selection: unknown, stake = "1.00") => ({
  ...line(draw, selection, stake),
  next_draw_if_closed: true,
});

function checkout(token: string, site: string, key: string = randomUUID()) {
  return c.call("POST", "/api/user/cart/checkout", { site, token, body: { idempotency_key: key } });
}

async function cartOf(token: string, site: string) {
  const response = await c.call("GET", "/api/user/cart", { site, token });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    lines: { id: string; open: boolean; next_draw_if_closed: boolean; draw_id: string }[];
  };
}

async function ticketsOf(userId: string) {
  return c.t.testDb.db.select().from(tickets).where(eq(tickets.userId, userId));
}

/** The ledger's stake transfers of a player's tickets. */
async function stakeTransfers(ticketIds: number[]) {
  if (ticketIds.length === 0) return [];
  return c.t.testDb.db
    .select()
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, "lotto-stake:%"))
    .then((rows) => rows.filter((row) => ticketIds.some((id) => row.idempotencyKey === `lotto-stake:${id}`)));
}

async function houseLotto(site: string): Promise<bigint> {
  const lines = await trialBalance(c.t.testDb.db, await c.siteId(site));
  return lines.find((l) => l.kind === "house" && l.code === "lotto")?.balance ?? 0n;
}

describe("a cart line whose draw closes before checkout", () => {
  test("with consent it is bought in the game's next draw, charged once, and the ticket says it moved", async () => {
    const site = "moves";
    const p = await c.buyer({ cash: 10_000n }, site);
    const closing = await c.draw("lucky3", 5 * SECOND, site);
    const next = await c.draw("lucky3", 2 * MINUTE, site);
    const later = await c.draw("lucky3", 4 * MINUTE, site);
    const other = await c.draw("lucky5", 10 * MINUTE, site);
    await c.add(p.token, consenting(closing, direct(3, 4), "2.00"), site);
    await c.add(p.token, line(other, direct(1, 2)), site);
    c.time.advance(6 * SECOND);
    // Before checkout the cart says the line's draw has closed and that it will move.
    const before = await cartOf(p.token, site);
    expect(before.lines.map((l) => [l.draw_id, l.open, l.next_draw_if_closed])).toEqual([
      [String(closing.id), false, true],
      [String(other.id), true, false],
    ]);
    const houseBefore = await houseLotto(site);

    const key = randomUUID();
    const response = await checkout(p.token, site, key);
    expect(response.statusCode, response.body).toBe(200);
    const bought = checkoutResponseSchema.parse(response.json().data);
    expect(bought.left_out).toEqual([]);
    expect(bought.total_stake).toBe("3.00");
    expect(bought.tickets.map((t) => [t.draw.id, t.total_stake, t.moved_from_draw])).toEqual([
      [String(next.id), "2.00", { id: String(closing.id), sequence: closing.sequence }],
      [String(other.id), "1.00", null],
    ]);
    expect(bought.tickets.some((t) => t.draw.id === String(later.id))).toBe(false);
    // Charged once: one stake transfer per ticket, the house up by the cart's total.
    const rows = await ticketsOf(p.id);
    expect(rows.map((t) => [t.drawId, t.movedFromDrawId])).toEqual(
      expect.arrayContaining([
        [next.id, closing.id],
        [other.id, null],
      ]),
    );
    const transfers = await stakeTransfers(rows.map((t) => t.id));
    expect(transfers).toHaveLength(2);
    expect(transfers.map((t) => (t.reference as { draw_id: string }).draw_id).sort()).toEqual(
      [String(next.id), String(other.id)].sort(),
    );
    expect(await c.balances(p.id, site)).toEqual({ cash: 9_700n, promo: 0n });
    expect((await houseLotto(site)) - houseBefore).toBe(300n);
    expect((await cartOf(p.token, site)).lines).toEqual([]);

    // The replay answers the same and buys nothing more.
    const again = await checkout(p.token, site, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(response.json().data);
    expect(await ticketsOf(p.id)).toHaveLength(2);
    expect(await c.balances(p.id, site)).toEqual({ cash: 9_700n, promo: 0n });

    // The ticket page and my tickets say where it came from.
    const moved = bought.tickets[0]!;
    const detail = await c.call("GET", `/api/user/tickets/${moved.id}`, { site, token: p.token });
    expect(ticketDetailSchema.parse(detail.json().data).moved_from_draw).toEqual({
      id: String(closing.id),
      sequence: closing.sequence,
    });
    const mine = await c.call("GET", "/api/user/mybets?variant=ticket", { site, token: p.token });
    const listed = ticketsResponseSchema.parse(mine.json().data).items;
    expect(listed.find((t) => t.id === moved.id)?.moved_from_draw?.id).toBe(String(closing.id));
    expect(listed.find((t) => t.id !== moved.id)?.moved_from_draw).toBeNull();
    expect(await c.problems(site)).toEqual([]);
  });

  test("without consent it is left out and named; the rest is bought; a replay buys nothing twice", async () => {
    const site = "left";
    const p = await c.buyer({ cash: 10_000n }, site);
    const open = await c.draw("lucky5", 10 * MINUTE, site);
    const closing = await c.draw("lucky3", 5 * SECOND, site);
    await c.draw("lucky3", 2 * MINUTE, site);
    await c.add(p.token, line(open, direct(1, 2), "1.50"), site);
    const { lines } = await c.add(p.token, line(closing, direct(3, 4), "2.00"), site);
    const closedLine = lines[1]!;
    c.time.advance(6 * SECOND);

    const key = randomUUID();
    const response = await checkout(p.token, site, key);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe("1 ticket bought. 1 line was left out.");
    const bought = checkoutResponseSchema.parse(response.json().data);
    expect(bought.tickets.map((t) => [t.draw.id, t.moved_from_draw])).toEqual([[String(open.id), null]]);
    expect(bought.total_stake).toBe("1.50");
    expect(bought.left_out).toEqual([
      {
        line_id: closedLine.id,
        game: "lucky3",
        draw_id: String(closing.id),
        draw_sequence: closing.sequence,
        selection: direct(3, 4),
        reason: "draw_closed",
        message: expect.stringMatching(/^The draw Lucky 3 #\d+ closed at \d\d:\d\d\. Remove this line/),
      },
    ]);
    // No money moved for the line left out; it stays in the cart, marked closed.
    expect(await c.balances(p.id, site)).toEqual({ cash: 9_850n, promo: 0n });
    const rows = await ticketsOf(p.id);
    expect(rows.map((t) => t.drawId)).toEqual([open.id]);
    expect(await stakeTransfers(rows.map((t) => t.id))).toHaveLength(1);
    expect((await cartOf(p.token, site)).lines.map((l) => [l.id, l.open])).toEqual([[closedLine.id, false]]);

    // The same key again: the first answer, left-out line included, and nothing bought twice.
    const replays = await Promise.all(Array.from({ length: 5 }, () => checkout(p.token, site, key)));
    for (const replay of replays) {
      expect(replay.statusCode).toBe(200);
      expect(replay.json().data).toEqual(response.json().data);
    }
    expect(await ticketsOf(p.id)).toHaveLength(1);
    expect(await c.balances(p.id, site)).toEqual({ cash: 9_850n, promo: 0n });

    // A new checkout of what is left buys nothing: the closed line is named again.
    const rest = await checkout(p.token, site);
    expect(rest.statusCode).toBe(409);
    expect(rest.json().errors).toEqual([{ field: `line:${closedLine.id}`, message: expect.any(String) }]);
    expect(await c.balances(p.id, site)).toEqual({ cash: 9_850n, promo: 0n });
    expect(await c.problems(site)).toEqual([]);
  });

  test("with consent but no next draw on sale yet it waits in the cart, and moves once the next draw opens", async () => {
    const site = "gap";
    const p = await c.buyer({ cash: 10_000n }, site);
    const closing = await c.draw("lucky4", 5 * SECOND, site);
    const next = await c.draw("lucky4", 2 * MINUTE, site);
    // The next draw's sales open when the closed one is drawn (draw-creation.ts).
    await c.t.testDb.db
      .update(draws)
      .set({ opensAt: new Date(c.time.clock().getTime() + 15 * SECOND) })
      .where(eq(draws.id, next.id));
    const open = await c.draw("number", 10 * MINUTE, site);
    const { lines } = await c.add(p.token, consenting(closing, direct(5, 6)), site);
    await c.add(p.token, line(open, { type: "parity", value: "odd" }), site);
    c.time.advance(6 * SECOND);

    const first = await checkout(p.token, site);
    expect(first.statusCode, first.body).toBe(200);
    const data = checkoutResponseSchema.parse(first.json().data);
    expect(data.tickets.map((t) => t.draw.id)).toEqual([String(open.id)]);
    expect(data.left_out.map((l) => [l.line_id, l.reason])).toEqual([[lines[0]!.id, "no_next_draw"]]);
    expect(data.left_out[0]?.message).toMatch(/No draw of Lucky 4 is on sale yet/);
    expect(await c.balances(p.id, site)).toEqual({ cash: 9_900n, promo: 0n });

    // Alone in the cart and still no draw on sale: nothing is bought.
    expect((await checkout(p.token, site)).statusCode).toBe(409);
    expect(await c.balances(p.id, site)).toEqual({ cash: 9_900n, promo: 0n });

    c.time.advance(10 * SECOND);
    const second = await checkout(p.token, site);
    expect(second.statusCode, second.body).toBe(200);
    const moved = checkoutResponseSchema.parse(second.json().data).tickets;
    expect(moved.map((t) => [t.draw.id, t.moved_from_draw?.id])).toEqual([
      [String(next.id), String(closing.id)],
    ]);
    expect(await c.balances(p.id, site)).toEqual({ cash: 9_800n, promo: 0n });
    expect(await c.problems(site)).toEqual([]);
  });

  test("with consent, a next draw that refuses the stake (the site's limit lowered) leaves the line out", async () => {
    const site = "limits";
    const p = await c.buyer({ cash: 10_000n }, site);
    const closing = await c.draw("lucky5", 5 * SECOND, site);
    await c.draw("lucky5", 2 * MINUTE, site);
    const open = await c.draw("lucky3", 10 * MINUTE, site);
    await c.add(p.token, consenting(closing, direct(7, 8), "5.00"), site);
    await c.add(p.token, line(open, direct(1), "1.00"), site);
    await c.t.testDb.db
      .update(sites)
      .set({
        settings: sql`jsonb_set(${sites.settings}, '{lotto}', coalesce(${sites.settings}->'lotto', '{}'::jsonb) || '{"max_stake_per_ticket": "2.00"}'::jsonb)`,
      })
      .where(eq(sites.siteCode, site));
    c.t.app.invalidateTenantCache();
    c.time.advance(6 * SECOND);
    const response = await checkout(p.token, site);
    expect(response.statusCode, response.body).toBe(200);
    const data = checkoutResponseSchema.parse(response.json().data);
    expect(data.tickets.map((t) => t.draw.id)).toEqual([String(open.id)]);
    expect(data.left_out.map((l) => l.reason)).toEqual(["next_draw_refused"]);
    expect(data.left_out[0]?.message).toMatch(/the maximum per ticket is KSh 2\.00/);
    expect(await c.balances(p.id, site)).toEqual({ cash: 9_900n, promo: 0n });
  });
});

describe("attacks on the next-draw move", () => {
  test("another player's cart line id: not removable, not bought, not moved by the other's checkout", async () => {
    const site = "owner";
    const victim = await c.buyer({ cash: 5_000n }, site);
    const attacker = await c.buyer({ cash: 5_000n }, site);
    const closing = await c.draw("lucky3", 5 * SECOND, site);
    await c.draw("lucky3", 2 * MINUTE, site);
    const { lines } = await c.add(victim.token, consenting(closing, direct(1, 2)), site);
    const victimLine = lines[0]!;
    c.time.advance(6 * SECOND);
    const removed = await c.call("DELETE", `/api/user/cart/lines/${victimLine.id}`, {
      site,
      token: attacker.token,
    });
    expect(removed.statusCode).toBe(404);
    const stolen = await checkout(attacker.token, site);
    expect(stolen.statusCode).toBe(400);
    expect(await ticketsOf(attacker.id)).toEqual([]);
    expect(await ticketsOf(victim.id)).toEqual([]);
    expect(await c.balances(victim.id, site)).toEqual({ cash: 5_000n, promo: 0n });
    expect((await cartOf(victim.token, site)).lines.map((l) => l.id)).toEqual([victimLine.id]);
  });

  test("a forged draw id (another site's, unknown, not a number) is refused with consent, on add and on merge", async () => {
    const site = "forged";
    const p = await c.buyer({ cash: 5_000n }, site);
    const foreignClosed = await c.draw("lucky3", 5 * SECOND, "owner");
    await c.draw("lucky3", 2 * MINUTE, site);
    c.time.advance(6 * SECOND);
    const forged = [String(foreignClosed.id), "999999999999", "1 or 1=1", "-1"];
    for (const drawId of forged) {
      const added = await c.call("POST", "/api/user/cart/lines", {
        site,
        token: p.token,
        body: { ...consenting({ id: 0 }, direct(1, 2)), draw_id: drawId },
      });
      expect(added.statusCode, drawId).toBe(400);
    }
    const merged = await c.call("POST", "/api/user/cart/merge", {
      site,
      token: p.token,
      body: { lines: forged.map((drawId) => ({ ...consenting({ id: 0 }, direct(1, 2)), draw_id: drawId })) },
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().data.lines).toEqual([]);
    expect(merged.json().data.refused.map((r: { field: string }) => r.field)).toEqual(
      Array(4).fill("draw_id"),
    );
    // A consent that is not a boolean is not a consent.
    const sneaky = await c.call("POST", "/api/user/cart/lines", {
      site,
      token: p.token,
      body: { ...consenting({ id: 0 }, direct(1, 2)), next_draw_if_closed: "yes" },
    });
    expect(sneaky.statusCode).toBe(400);
    expect((await checkout(p.token, site)).statusCode).toBe(400);
    expect(await c.balances(p.id, site)).toEqual({ cash: 5_000n, promo: 0n });
  });

  test("20 parallel checkouts of one cart with a moving line buy it once", async () => {
    const site = "parallel";
    const p = await c.buyer({ cash: 10_000n }, site);
    const closing = await c.draw("lucky3", 5 * SECOND, site);
    const next = await c.draw("lucky3", 2 * MINUTE, site);
    const open = await c.draw("lucky5", 10 * MINUTE, site);
    await c.add(p.token, consenting(closing, direct(1, 2), "3.00"), site);
    await c.add(p.token, line(open, direct(3, 4), "1.00"), site);
    c.time.advance(6 * SECOND);
    const houseBefore = await houseLotto(site);
    const responses = await Promise.all(Array.from({ length: 20 }, () => checkout(p.token, site)));
    const paid = responses.filter((r) => r.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(responses.every((r) => [200, 400].includes(r.statusCode))).toBe(true);
    const rows = await ticketsOf(p.id);
    expect(rows.map((t) => t.drawId).sort()).toEqual([next.id, open.id].sort());
    expect(await stakeTransfers(rows.map((t) => t.id))).toHaveLength(2);
    expect(await c.balances(p.id, site)).toEqual({ cash: 9_600n, promo: 0n });
    expect((await houseLotto(site)) - houseBefore).toBe(400n);
    expect(await c.problems(site)).toEqual([]);
  });

  test("a visitor's consenting line whose draw closed before login is merged and moves at checkout; one without consent is refused", async () => {
    const site = "merge";
    const p = await c.buyer({ cash: 5_000n }, site);
    const closing = await c.draw("number", 5 * SECOND, site);
    const next = await c.draw("number", 2 * MINUTE, site);
    c.time.advance(6 * SECOND);
    const merged = await c.call("POST", "/api/user/cart/merge", {
      site,
      token: p.token,
      body: {
        lines: [
          consenting(closing, { type: "parity", value: "even" }),
          line(closing, { type: "parity", value: "odd" }),
        ],
      },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data.lines.map((l: { open: boolean }) => l.open)).toEqual([false]);
    expect(merged.json().data.refused.map((r: { index: number }) => r.index)).toEqual([1]);
    const response = await checkout(p.token, site);
    expect(response.statusCode, response.body).toBe(200);
    const data = checkoutResponseSchema.parse(response.json().data);
    expect(data.tickets.map((t) => [t.draw.id, t.moved_from_draw?.id])).toEqual([
      [String(next.id), String(closing.id)],
    ]);
    expect(await c.balances(p.id, site)).toEqual({ cash: 4_900n, promo: 0n });
  });
});
