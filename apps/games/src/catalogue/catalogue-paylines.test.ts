import type { GameDetail } from "@platform/contracts";
import { STANDARD_LINES } from "@platform/slots";
import { afterAll, beforeAll, expect, test } from "vitest";
import { slotEngine } from "../engine.ts";
import { call, createGamesTestApp, type GamesTestApp } from "../test/games-test-app.ts";

/* Issue 16: a game's page publishes its payline shapes, so a player can read its wins from it alone. */

let t: GamesTestApp;
beforeAll(async () => {
  t = await createGamesTestApp({ engine: slotEngine });
});
afterAll(async () => {
  await t.close();
});

async function detail(slug: string): Promise<GameDetail> {
  const { status, body } = await call<{ data: GameDetail }>(
    t.app,
    "GET",
    `/aggregator/v1/games/${slug}?operator=alpha`,
  );
  expect(status).toBe(200);
  return body.data;
}

test("GET /v1/games/:slug gives a lines game's paylines (row per reel) and none for a ways game", async () => {
  const lines = await detail("savanna-sunset");
  expect(lines.paylines).toEqual(STANDARD_LINES.slice(0, 20));
  expect(lines.paylines).toEqual(slotEngine.games.get("savanna-sunset")!.definition.paylines);
  for (const line of lines.paylines!) {
    expect(line).toHaveLength(lines.reels.length);
    for (const row of line) expect(row >= 0 && row < lines.rows).toBe(true);
  }
  expect((await detail("kilimanjaro-ascent")).paylines).toEqual([]);
  const classic = await detail("soko-sevens");
  expect(classic.paylines).toEqual(slotEngine.games.get("soko-sevens")!.definition.paylines);
});
