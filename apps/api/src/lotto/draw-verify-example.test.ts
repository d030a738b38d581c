import { DRAW_GAME_PRODUCTS } from "@platform/contracts";
import { DRAW_EXAMPLE, type DrawVerifyExample, LUCKY_NUMBER_EXAMPLE } from "@platform/fair";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { draws } from "../db/schema.ts";
import { createLottoFixture, type LottoFixture, lottoSite } from "../test/lotto-fixtures.ts";
import { drawDueDraws } from "./draw-results.ts";

/*
 * The draw worked examples of the "How to verify" sections, drawn by the API's own draw path: a
 * closed draw holding the example's seeds gets exactly the example's balls, in order.
 */

let f: LottoFixture;
beforeAll(async () => {
  f = await createLottoFixture([lottoSite("verify")]);
});
afterAll(() => f.close());

test.each([
  ["Lucky 5", DRAW_EXAMPLE],
  ["Lucky Number", LUCKY_NUMBER_EXAMPLE],
] as const)(
  "a %s draw with the example's seeds draws the example's balls",
  async (_, example: DrawVerifyExample) => {
    const game = example.drawGame;
    expect(DRAW_GAME_PRODUCTS[game]).toBe(example.game);
    const drawAt = new Date(example.scheduledAt);
    const [row] = await f.db
      .insert(draws)
      .values({
        siteId: await f.siteId(),
        game,
        sequence: example.drawId,
        status: "closed",
        opensAt: new Date(drawAt.getTime() - 600_000),
        closesAt: new Date(drawAt.getTime() - 60_000),
        drawAt,
        serverSeed: example.serverSeed,
        serverSeedHash: example.serverSeedHash,
        clientSeed: example.clientSeed,
      })
      .returning({ id: draws.id });
    const { drawn, broken } = await drawDueDraws(f.db, drawAt);
    expect(broken).toEqual([]);
    expect(drawn).toEqual([{ id: row!.id, numbers: example.drawn }]);
    const [stored] = await f.db.select().from(draws).where(eq(draws.id, row!.id));
    expect(stored!.numbers).toEqual(example.drawn);
  },
);
