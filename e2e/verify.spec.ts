import type { DrawGamesResponse, GameDetail, Lobby } from "@platform/contracts";
import type { Locator, Page } from "@playwright/test";
import { paylineRows } from "../packages/contracts/src/paylines.ts";
import { DRAW_EXAMPLE, SLOT_EXAMPLE } from "../packages/fair/src/how-to-verify/verify-examples.ts";
import { expect, test } from "./fixtures.ts";
import { openPage } from "./outbox.ts";
import { dictionary, PORT, siteUrl } from "./sites.ts";

/*
 * Issue 16, item 12: a player can verify every game from the site's pages alone. /provably-fair
 * states the method for slots and draws with a worked example and a console script, which runs in
 * the page's own browser and prints the example's numbers; a draw's page has its section too, and a
 * draw whose sales have not opened says so; a lines game's page draws its paylines.
 */

const API = `http://127.0.0.1:${PORT}`;
const SITE = { host: "localhost", siteCode: "drc-online" };

async function apiData<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${API}${path}`, { headers });
  const body = (await res.json()) as { data: T; message?: string };
  expect(res.status, body.message).toBe(200);
  return body.data;
}

/** Runs the section's console script as a player pastes it (in the page, with the page's WebCrypto). */
async function runScript(page: Page, section: Locator): Promise<Record<string, unknown>> {
  const script = await section.locator("pre.htv-script").textContent();
  expect(script).toBeTruthy();
  return page.evaluate(script!);
}

test("/provably-fair shows how to verify a slot round and a draw, and its scripts print the examples", async ({
  page,
}) => {
  const t = await dictionary(SITE.siteCode, "en");
  await openPage(page, siteUrl(SITE.host, "/provably-fair"));

  const slots = page.getByRole("region", { name: t["howto.slots.title"]! });
  await expect(slots.getByRole("heading", { name: t["howto.method"]! })).toBeVisible();
  await expect(slots.getByText(SLOT_EXAMPLE.serverSeedHash)).toBeVisible();
  await expect(slots.getByText(SLOT_EXAMPLE.block0)).toBeVisible();
  const stops = slots.getByTestId("htv-slot-stops").locator("tbody tr");
  await expect(stops).toHaveCount(SLOT_EXAMPLE.reels.length);
  for (const [index, reel] of SLOT_EXAMPLE.reels.entries()) {
    await expect(stops.nth(index)).toContainText(String(reel.float));
    await expect(stops.nth(index).locator("td").last()).toHaveText(String(reel.stop));
  }
  await expect(slots.getByTestId("htv-slot-win")).toContainText(String(SLOT_EXAMPLE.totalWin));
  const slotResult = await runScript(page, slots);
  expect(slotResult.serverSeedHash).toBe(SLOT_EXAMPLE.serverSeedHash);
  expect(slotResult.stops).toEqual([SLOT_EXAMPLE.reels.map((reel) => reel.stop)]);

  const draws = page.getByRole("region", { name: t["howto.draws.title"]! });
  await expect(draws.getByText(DRAW_EXAMPLE.serverSeedHash)).toBeVisible();
  await expect(
    draws.getByText(t["howto.draws.result"]!.replace("[numbers]", DRAW_EXAMPLE.drawn.join(", "))),
  ).toBeVisible();
  const drawResult = await runScript(page, draws);
  expect(drawResult.balls).toEqual(DRAW_EXAMPLE.drawn);
});

test("a draw's page shows how to verify it; a draw whose sales have not opened is upcoming", async ({
  page,
}) => {
  const t = await dictionary(SITE.siteCode, "en");
  const games = await apiData<DrawGamesResponse>("/api/lotto/games", { "site-code": SITE.siteCode });
  const lucky3 = games.games.find((game) => game.game === "lucky3")!;
  const later = lucky3.next_draws.at(-1)!;
  expect(Date.parse(later.opens_at)).toBeGreaterThan(Date.parse(games.server_time));
  expect(later.status).toBe("upcoming");

  await openPage(page, siteUrl(SITE.host, `/lotto/draws/${later.id}`));
  await expect(page.locator(".draw-card .draw-status")).toHaveText(t["draws.status.upcoming"]!);
  const section = page.getByRole("region", { name: t["howto.draws.title"]! });
  await expect(section.getByRole("heading", { name: t["howto.example"]! })).toBeVisible();
  await expect(section.getByText(DRAW_EXAMPLE.clientSeed, { exact: true })).toBeVisible();
  const result = await runScript(page, section);
  expect(result.balls).toEqual(DRAW_EXAMPLE.drawn);
});

test("a lines game's page draws its paylines; a ways game's says its pays are per way", async ({ page }) => {
  const t = await dictionary(SITE.siteCode, "en");
  const lobby = await apiData<Lobby>(`/aggregator/v1/lobby?operator=${SITE.siteCode}&locale=en`);
  const details = await Promise.all(
    lobby.games.map((game) =>
      apiData<GameDetail>(`/aggregator/v1/games/${game.slug}?operator=${SITE.siteCode}&locale=en`),
    ),
  );
  const lines = details.find((game) => (game.paylines?.length ?? 0) > 1);
  expect(lines, "a lines game on the site").toBeDefined();
  await openPage(page, siteUrl(SITE.host, `/games/${lines!.slug}`));
  const panel = page.locator("bv-game-detail .paylines");
  await expect(panel.getByRole("heading", { name: t["games.game.paylines"]! })).toBeVisible();
  const items = panel.locator("li.payline");
  await expect(items).toHaveCount(lines!.paylines!.length);
  await expect(items.locator("svg")).toHaveCount(lines!.paylines!.length);
  const third = lines!.paylines![2]!;
  await expect(items.nth(2)).toHaveText(
    t["games.game.payline"]!.replace("[line]", "3").replace("[rows]", paylineRows(third)),
  );

  // A slot without lines (crash has none either, and its page is /crash).
  const ways = details.find((game) => game.paylines?.length === 0 && game.category !== "crash");
  if (ways) {
    await openPage(page, siteUrl(SITE.host, `/games/${ways.slug}`));
    await expect(page.locator("bv-game-detail").getByText(t["games.game.pays_ways"]!)).toBeVisible();
    await expect(page.locator("bv-game-detail .paylines")).toHaveCount(0);
  }
});
