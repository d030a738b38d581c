import { cartMergeResponseSchema, cartResponseSchema } from "@platform/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cartLines } from "../db/schema.ts";
import { type CartTestApp, createCartTestApp, line, lottoCartSite } from "../test/lotto-cart-fixtures.ts";

let c: CartTestApp;
beforeAll(async () => {
  c = await createCartTestApp([
    lottoCartSite("lotto", {
      lotto: { min_stake_per_line: "0.50", max_stake_per_ticket: "100.00", max_cart_lines: 4 },
    }),
    // Only Lucky 5 is sold here; its draws are also another site's to the first one.
    lottoCartSite("lucky5only", { products_allow: ["5-90-lucky5"] }),
  ]);
});
afterAll(() => c.t.close());

const MINUTE = 60_000;

async function post(token: string, body: unknown, site = "lotto") {
  return c.call("POST", "/api/user/cart/lines", { site, token, body });
}

async function cartOf(token: string, site = "lotto") {
  const response = await c.call("GET", "/api/user/cart", { site, token });
  expect(response.statusCode, response.body).toBe(200);
  return cartResponseSchema.parse(response.json().data);
}

/** The refusal's status and its errors[] (field and message). */
async function refusal(token: string, body: unknown) {
  const response = await post(token, body);
  const json = response.json();
  expect(json.status).toBe("error");
  return { status: response.statusCode, errors: json.errors as { field: string; message: string }[] };
}

describe("the cart", () => {
  test("takes every bet type, counting lines and the stake of each ticket", async () => {
    const { token } = await c.buyer();
    expect(await cartOf(token)).toEqual({ lines: [], total_stake: "0.00", currency: "KES" });
    const lucky5 = await c.draw("lucky5", 10 * MINUTE);
    const number = await c.draw("number", 10 * MINUTE);
    const cases: [unknown, number, string][] = [
      [{ type: "direct", size: 1, numbers: [7] }, 1, "0.50"],
      [{ type: "direct", size: 5, numbers: [90, 1, 2, 3, 4] }, 1, "0.50"],
      [{ type: "perm", size: 3, numbers: [1, 2, 3, 4, 5, 6] }, 20, "10.00"],
      [{ type: "banker", size: 3, bankers: [9], numbers: [1, 2, 3, 4] }, 6, "3.00"],
      [{ type: "against", top: [1, 2, 3], bottom: [4, 5] }, 6, "3.00"],
    ];
    for (const [selection, ,] of cases.slice(0, 4)) await c.add(token, line(lucky5, selection, "0.50"));
    const cart = await cartOf(token);
    expect(cart.lines.map((l) => [l.lines, l.total_stake, l.game, l.open])).toEqual(
      cases.slice(0, 4).map(([, lines, total]) => [lines, total, "lucky5", true]),
    );
    // Stored sorted, as checkSelection normalises it.
    expect(cart.lines[1]?.selection).toEqual({ type: "direct", size: 5, numbers: [1, 2, 3, 4, 90] });
    expect(cart.lines[0]).toMatchObject({
      draw_id: String(lucky5.id),
      draw_sequence: lucky5.sequence,
      stake_per_line: "0.50",
      closes_at: lucky5.closesAt.toISOString(),
    });
    expect(cart.total_stake).toBe("14.00");

    const other = await c.buyer();
    await c.add(other.token, line(lucky5, cases[4]?.[0], "0.50"));
    for (const selection of [
      { type: "exact", number: 90 },
      { type: "parity", value: "odd" },
      { type: "range", value: "high" },
    ])
      await c.add(other.token, line(number, selection, "2.00"));
    const numbers = await cartOf(other.token);
    expect(numbers.lines.map((l) => [l.game, l.lines, l.total_stake])).toEqual([
      ["lucky5", 6, "3.00"],
      ["number", 1, "2.00"],
      ["number", 1, "2.00"],
      ["number", 1, "2.00"],
    ]);
    // The first player's cart is untouched by the second's.
    expect((await cartOf(token)).lines).toHaveLength(4);
  });

  test("refuses, naming the field, every line the rules forbid", async () => {
    const { token } = await c.buyer();
    const lucky5 = await c.draw("lucky5", 10 * MINUTE);
    const lucky4 = await c.draw("lucky4", 10 * MINUTE);
    const lucky3 = await c.draw("lucky3", 10 * MINUTE);
    const number = await c.draw("number", 10 * MINUTE);
    const closed = await c.draw("lucky5", -1_000);
    const foreign = await c.draw("lucky5", 10 * MINUTE, "lucky5only");
    const direct2 = { type: "direct", size: 2, numbers: [1, 2] };
    const cases: [string, unknown, number, string, RegExp][] = [
      ["unknown draw", { ...line(lucky5, direct2), draw_id: "999999999" }, 400, "draw_id", /does not exist/],
      ["another site's draw", line(foreign, direct2), 400, "draw_id", /does not exist/],
      ["closed draw", line(closed, direct2), 409, "draw_id", /closed at \d\d:\d\d/],
      [
        "perm 4 on Lucky 3",
        line(lucky3, { type: "perm", size: 4, numbers: [1, 2, 3, 4, 5] }),
        400,
        "selection",
        /Lucky 3 sells lines of up to 3/,
      ],
      [
        "direct 5 on Lucky 4",
        line(lucky4, { type: "direct", size: 5, numbers: [1, 2, 3, 4, 5] }),
        400,
        "selection",
        /up to 4/,
      ],
      [
        "banker 4 on Lucky 3",
        line(lucky3, { type: "banker", size: 4, bankers: [1], numbers: [2, 3, 4, 5] }),
        400,
        "selection",
        /up to 3/,
      ],
      [
        "number bet on 5/90",
        line(lucky5, { type: "exact", number: 5 }),
        400,
        "selection",
        /not Lucky Number bets/,
      ],
      [
        "5/90 bet on Lucky Number",
        line(number, direct2),
        400,
        "selection",
        /Lucky Number takes bets on a number/,
      ],
      [
        "direct 2 of 3 numbers",
        line(lucky5, { type: "direct", size: 2, numbers: [1, 2, 3] }),
        400,
        "selection",
        /exactly 2 numbers/,
      ],
      [
        "perm of too few",
        line(lucky5, { type: "perm", size: 3, numbers: [1, 2, 3] }),
        400,
        "selection",
        /more than 3/,
      ],
      [
        "perm of too many",
        line(lucky5, { type: "perm", size: 2, numbers: Array.from({ length: 26 }, (_, i) => i + 1) }),
        400,
        "selection",
        /at most 25/,
      ],
      [
        "number picked twice",
        line(lucky5, { type: "perm", size: 2, numbers: [4, 4, 5] }),
        400,
        "selection",
        /picked twice/,
      ],
      [
        "banker among numbers",
        line(lucky5, { type: "banker", size: 2, bankers: [1], numbers: [1, 2, 3] }),
        400,
        "selection",
        /banker cannot also/,
      ],
      [
        "against overlap",
        line(lucky5, { type: "against", top: [1, 2], bottom: [2, 3] }),
        400,
        "selection",
        /both groups/,
      ],
      [
        "one against one",
        line(lucky5, { type: "against", top: [1], bottom: [2] }),
        400,
        "selection",
        /Direct 2/,
      ],
      ["ball 91", line(lucky5, { type: "direct", size: 1, numbers: [91] }), 400, "selection.numbers.0", /./],
      [
        "stake below the minimum",
        line(lucky5, direct2, "0.49"),
        400,
        "stake_per_line",
        /minimum stake per line is KSh 0\.50/,
      ],
      ["stake of a tenth of a cent", line(lucky5, direct2, "1.005"), 400, "stake_per_line", /./],
      [
        "ticket above the maximum",
        line(lucky5, { type: "perm", size: 2, numbers: [1, 2, 3, 4, 5, 6] }, "7.00"),
        400,
        "stake_per_line",
        /KSh 105\.00 \(15 lines\); the maximum per ticket is KSh 100\.00/,
      ],
    ];
    for (const [name, body, status, field, message] of cases) {
      const refused = await refusal(token, body);
      expect(refused.status, name).toBe(status);
      expect(refused.errors[0]?.field, name).toBe(field);
      expect(refused.errors[0]?.message, name).toMatch(message);
    }
    // A game the site does not sell: only Lucky 5 is on at lucky5only.
    const other = await c.buyer({}, "lucky5only");
    const lucky3there = await c.draw("lucky3", 10 * MINUTE, "lucky5only");
    const off = await c.call("POST", "/api/user/cart/lines", {
      site: "lucky5only",
      token: other.token,
      body: line(lucky3there, direct2),
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().errors[0]).toEqual({
      field: "draw_id",
      message: "Lucky 3 is not available on this site.",
    });
    expect((await cartOf(token)).lines).toEqual([]);
  });

  test("a line submitted one second after its draw closed is refused", async () => {
    const { token } = await c.buyer();
    const draw = await c.draw("lucky3", 5_000);
    await c.add(token, line(draw, { type: "direct", size: 3, numbers: [1, 2, 3] }));
    c.time.advance(6_000);
    const refused = await refusal(token, line(draw, { type: "direct", size: 3, numbers: [4, 5, 6] }));
    expect(refused.status).toBe(409);
    expect(refused.errors[0]).toMatchObject({
      field: "draw_id",
      message: expect.stringMatching(/^The draw Lucky 3 #\d+ closed at/),
    });
    // The line added in time is kept, shown as no longer open.
    expect((await cartOf(token)).lines.map((l) => l.open)).toEqual([false]);
  });

  test("holds at most max_cart_lines, even when 10 lines are added at once", async () => {
    const { token } = await c.buyer();
    const draw = await c.draw("lucky5", 10 * MINUTE);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(token, line(draw, { type: "direct", size: 1, numbers: [i + 1] })),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(4);
    const full = responses.find((r) => r.statusCode !== 200);
    expect(full?.statusCode).toBe(409);
    expect(full?.json().errors[0]).toMatchObject({
      field: "cart",
      message: expect.stringMatching(/at most 4/),
    });
    expect((await cartOf(token)).lines).toHaveLength(4);
  });

  test("removes only the player's own lines: another player's id is a 404 and stays", async () => {
    const me = await c.buyer();
    const stranger = await c.buyer();
    const draw = await c.draw("lucky4", 10 * MINUTE);
    await c.add(me.token, line(draw, { type: "direct", size: 2, numbers: [1, 2] }));
    await c.add(me.token, line(draw, { type: "direct", size: 2, numbers: [3, 4] }));
    const theirs = (await c.add(stranger.token, line(draw, { type: "direct", size: 2, numbers: [5, 6] })))
      .lines[0];
    const [first, second] = (await cartOf(me.token)).lines;

    const stolen = await c.call("DELETE", `/api/user/cart/lines/${theirs?.id}`, {
      site: "lotto",
      token: me.token,
    });
    expect(stolen.statusCode).toBe(404);
    expect((await cartOf(stranger.token)).lines.map((l) => l.id)).toEqual([theirs?.id]);
    for (const id of ["abc", "99999999999"])
      expect(
        (await c.call("DELETE", `/api/user/cart/lines/${id}`, { site: "lotto", token: me.token })).statusCode,
      ).toBe(404);

    const removed = await c.call("DELETE", `/api/user/cart/lines/${first?.id}`, {
      site: "lotto",
      token: me.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.lines.map((l: { id: string }) => l.id)).toEqual([second?.id]);

    const emptied = await c.call("DELETE", "/api/user/cart", { site: "lotto", token: me.token });
    expect(emptied.json().data).toMatchObject({ lines: [], total_stake: "0.00" });
    expect((await cartOf(stranger.token)).lines).toHaveLength(1);
    const rows = await c.t.testDb.db
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.userId, stranger.id)));
    expect(rows).toHaveLength(1);
  });

  test("merges a visitor's cart at login: valid lines added, the others listed, nothing fatal", async () => {
    const { token } = await c.buyer();
    const open = await c.draw("lucky5", 10 * MINUTE);
    const closed = await c.draw("lucky3", -1_000);
    const number = await c.draw("number", 10 * MINUTE);
    const response = await c.call("POST", "/api/user/cart/merge", {
      site: "lotto",
      token,
      body: {
        lines: [
          line(open, { type: "perm", size: 2, numbers: [1, 2, 3] }),
          line(closed, { type: "direct", size: 1, numbers: [1] }),
          line(number, { type: "tens", value: 9 }),
          line(open, { type: "direct", size: 1, numbers: [5] }, "0.10"),
          { ...line(open, { type: "direct", size: 1, numbers: [5] }), draw_id: "nope" },
          line(open, { type: "direct", size: 1, numbers: [6] }),
          line(open, { type: "direct", size: 1, numbers: [7] }),
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const merged = cartMergeResponseSchema.parse(response.json().data);
    expect(merged.lines.map((l) => [l.game, l.lines])).toEqual([
      ["lucky5", 3],
      ["number", 1],
      ["lucky5", 1],
      ["lucky5", 1],
    ]);
    expect(merged.refused.map((r) => [r.index, r.field])).toEqual([
      [1, "draw_id"],
      [3, "stake_per_line"],
      [4, "draw_id"],
    ]);
    expect(merged.refused[0]?.message).toMatch(/Lucky 3 #\d+ closed/);

    // The cart is full now (4): further lines are each refused, the merge still answers.
    const more = await c.call("POST", "/api/user/cart/merge", {
      site: "lotto",
      token,
      body: { lines: [line(open, { type: "direct", size: 1, numbers: [8] })] },
    });
    expect(more.json().data.refused).toEqual([
      expect.objectContaining({ index: 0, field: "cart", message: expect.stringMatching(/full/) }),
    ]);
  });

  test("a missing, made-up or logged-out token is a 401", async () => {
    const { token } = await c.buyer();
    expect((await c.call("GET", "/api/user/cart", { site: "lotto" })).statusCode).toBe(401);
    expect((await c.call("GET", "/api/user/cart", { site: "lotto", token: "x".repeat(43) })).statusCode).toBe(
      401,
    );
    // A token of one site does not open another site's cart.
    expect((await c.call("GET", "/api/user/cart", { site: "lucky5only", token })).statusCode).toBe(401);
    expect((await c.call("POST", "/api/session/logout", { site: "lotto", token })).statusCode).toBe(200);
    expect((await c.call("GET", "/api/user/cart", { site: "lotto", token })).statusCode).toBe(401);
  });
});
