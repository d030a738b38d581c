import { cartResponseSchema } from "@platform/contracts";
import { countStatements, type StatementCounter } from "@platform/server/testing/statement-counter";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cartLines } from "../db/schema.ts";
import { type CartTestApp, createCartTestApp, line, lottoCartSite } from "../test/lotto-cart-fixtures.ts";

/*
 * POST /api/user/cart/slip: a whole slip of lines in one call and one transaction, all or none.
 * Every refused line is named in errors[] (`lines.<index>.<field>`) and nothing is added; the
 * cart's room is judged for the slip as a whole, under the cart's lock, however many race.
 */

let c: CartTestApp;
let counter: StatementCounter;
beforeAll(async () => {
  c = await createCartTestApp([
    lottoCartSite("slip", {
      lotto: { min_stake_per_line: "0.50", max_stake_per_ticket: "100.00", max_cart_lines: 4 },
    }),
    lottoCartSite("roomy"),
    lottoCartSite("lucky5only", { products_allow: ["5-90-lucky5"] }),
  ]);
  counter = countStatements(c.t.testDb.handle);
});
afterAll(() => c.t.close());

const MINUTE = 60_000;
const direct = (...numbers: number[]) => ({ type: "direct", size: numbers.length, numbers });

function postSlip(token: string, lines: unknown[], site = "slip") {
  return c.call("POST", "/api/user/cart/slip", { site, token, body: { lines } });
}

async function cartOf(token: string, site = "slip") {
  const response = await c.call("GET", "/api/user/cart", { site, token });
  expect(response.statusCode, response.body).toBe(200);
  return cartResponseSchema.parse(response.json().data);
}

function refusal(response: { statusCode: number; json(): unknown }) {
  const body = response.json() as {
    status: string;
    message: string;
    errors: { field?: string; message: string }[];
  };
  expect(body.status).toBe("error");
  return { status: response.statusCode, message: body.message, errors: body.errors };
}

describe("a slip added to the cart", () => {
  test("every line in one call and one transaction, in order, whatever the slip's size", async () => {
    const { token } = await c.buyer({}, "roomy");
    const lucky5 = await c.draw("lucky5", 10 * MINUTE, "roomy");
    const number = await c.draw("number", 10 * MINUTE, "roomy");
    const slip = [
      line(lucky5, { type: "perm", size: 2, numbers: [1, 2, 3] }, "0.50"),
      { ...line(number, { type: "parity", value: "odd" }, "2.00"), next_draw_if_closed: true },
      line(lucky5, direct(7)),
    ];
    const response = await postSlip(token, slip, "roomy");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe("3 lines added to your cart.");
    const cart = cartResponseSchema.parse(response.json().data);
    expect(cart.lines.map((l) => [l.game, l.lines, l.total_stake, l.next_draw_if_closed])).toEqual([
      ["lucky5", 3, "1.50", false],
      ["number", 1, "2.00", true],
      ["lucky5", 1, "1.00", false],
    ]);

    // What a call costs does not grow with its lines: one transaction, the same statements.
    const counted = async (lines: unknown[]) => {
      counter.reset();
      const answer = await postSlip(token, lines, "roomy");
      expect(answer.statusCode, answer.body).toBe(200);
      return [...counter.statements];
    };
    const one = await counted([line(lucky5, direct(8))]);
    const eight = await counted(Array.from({ length: 8 }, (_, i) => line(lucky5, direct(10 + i))));
    expect(eight.length, eight.join("\n")).toBe(one.length);
    expect(eight.filter((statement) => /^begin/i.test(statement))).toHaveLength(1);
    expect((await cartOf(token, "roomy")).lines).toHaveLength(12);
  });

  test("all or nothing: each refused line is named, and the cart is as it was", async () => {
    const { token } = await c.buyer();
    const open = await c.draw("lucky5", 10 * MINUTE);
    const closed = await c.draw("lucky3", -1_000);
    const foreign = await c.draw("lucky5", 10 * MINUTE, "lucky5only");
    await c.add(token, line(open, direct(1)));

    const mixed = refusal(
      await postSlip(token, [
        line(open, direct(2)),
        line(open, { type: "perm", size: 3, numbers: [1, 2, 3] }),
        line(closed, direct(3)),
        line(foreign, direct(4)),
        line(open, direct(5), "0.10"),
      ]),
    );
    expect(mixed.status).toBe(400);
    expect(mixed.message).toBe("4 of the slip's 5 lines cannot be added. Nothing was added.");
    expect(mixed.errors.map((error) => error.field)).toEqual([
      "lines.1.selection",
      "lines.2.draw_id",
      "lines.3.draw_id",
      "lines.4.stake_per_line",
    ]);
    expect(mixed.errors[1]?.message).toMatch(/Lucky 3 #\d+ closed at/);
    expect(mixed.errors[2]?.message).toBe("This draw does not exist.");

    // Only a closed draw in the way: a conflict, not a bad request.
    const late = refusal(await postSlip(token, [line(open, direct(6)), line(closed, direct(6))]));
    expect(late.status).toBe(409);
    expect(late.errors).toEqual([{ field: "lines.1.draw_id", message: expect.stringMatching(/closed at/) }]);
    expect(late.message).toMatch(/closed at .* Nothing was added\.$/);

    // The contract's checks name the line too.
    const malformed = refusal(await postSlip(token, [line(open, direct(7)), line(open, direct(91))]));
    expect(malformed.status).toBe(400);
    expect(malformed.errors[0]?.field).toBe("lines.1.selection.numbers.0");
    expect(refusal(await postSlip(token, [])).status).toBe(400);

    expect((await cartOf(token)).lines.map((l) => l.selection)).toEqual([direct(1)]);
  });

  test("the cart's room is judged for the whole slip: one that does not fit adds nothing", async () => {
    const { token } = await c.buyer();
    const draw = await c.draw("lucky4", 10 * MINUTE);
    ok(await postSlip(token, [line(draw, direct(1)), line(draw, direct(2)), line(draw, direct(3))]));
    const tooBig = refusal(await postSlip(token, [line(draw, direct(4)), line(draw, direct(5))]));
    expect(tooBig.status).toBe(409);
    expect(tooBig.errors).toEqual([{ field: "cart", message: expect.stringMatching(/room for 1 more/) }]);
    expect((await cartOf(token)).lines).toHaveLength(3);
    ok(await postSlip(token, [line(draw, direct(4))]));
    const full = refusal(await postSlip(token, [line(draw, direct(5))]));
    expect(full.errors[0]?.message).toMatch(/Your cart is full: it holds at most 4/);
  });

  test("20 identical slips at once: whole slips until the cart is full, then refused whole", async () => {
    const { token } = await c.buyer();
    const draw = await c.draw("lucky5", 10 * MINUTE);
    const slip = [line(draw, direct(1, 2)), line(draw, { type: "perm", size: 2, numbers: [3, 4, 5] })];
    const responses = await Promise.all(Array.from({ length: 20 }, () => postSlip(token, slip)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(2);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(refusal(response)).toMatchObject({ status: 409, errors: [{ field: "cart" }] });
    }
    const cart = await cartOf(token);
    expect(cart.lines.map((l) => l.lines)).toEqual([1, 3, 1, 3]);
    expect(cart.total_stake).toBe("8.00");
  });

  test("two players' slips racing: each cart gets its own lines, never the other's", async () => {
    const players = [await c.buyer(), await c.buyer()];
    const draw = await c.draw("lucky5", 10 * MINUTE);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const player = players[index % 2];
        if (!player) throw new Error("no player");
        return postSlip(player.token, [line(draw, direct(index % 2 === 0 ? 11 : 22))]);
      }),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(8);
    for (const [index, player] of players.entries()) {
      const rows = await c.t.testDb.db.select().from(cartLines).where(eq(cartLines.userId, player.id));
      expect(rows.map((row) => row.selection)).toEqual(Array(4).fill(direct(index === 0 ? 11 : 22)));
    }
  });
});

function ok(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(200);
}
