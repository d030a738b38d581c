import { describe, expect, test } from "vitest";
import { renderPage, TEST_NOW, VISITOR_SLIP } from "../test-render.tsx";
import { RacePage } from "./race-page.tsx";
import { RacingBoardPage } from "./racing-board-page.tsx";
import { testRace, testRacingBoard } from "./test-race.ts";

/*
 * The greyhound pages as the server renders them (../test-render.tsx), from races computed by the
 * engine to the contract.
 */

describe("the /virtual-world/greyhounds board", () => {
  test("shows the open races with six runners, win and place prices, forecast and tricast, the race running and results", async () => {
    const board = testRacingBoard(TEST_NOW);
    const html = await renderPage(<RacingBoardPage data={{ ...VISITOR_SLIP, board }} />);
    const open = board.upcoming[0]!;
    expect(html).toContain(`data-race="${open.id}"`);
    // Six runners a race over two open races, a win and a place price each.
    expect(html.match(/class="race-runner"/g)).toHaveLength(12);
    expect(html.match(/class="price"/g)!.length).toBeGreaterThanOrEqual(2 * (12 + 30 + 120));
    expect(html).toContain(open.runners[0]!.name);
    expect(html).toContain('data-market="903"');
    expect(html).toContain('data-market="904"');
    expect(html).toContain(">1:00<");
    expect(html).toContain(open.commitment.slice(0, 12));
    // The race running: six lanes where the server has them.
    expect(html).toContain(`data-race="${board.current!.id}"`);
    expect(html.match(/class="race-lane"/g)).toHaveLength(6);
    expect(html).toContain('data-metres="170"');
    expect(html).toContain(`href="/virtual-world/greyhounds/${board.results[0]!.id}"`);
    expect(html).toContain('href="/virtual-world"');
    // The stadium's published figures, then each open race's own at its prices (never above).
    expect(html.match(/virtual\.rtp\.market/g)).toHaveLength(4 * (1 + board.upcoming.length));
    expect(html).toContain('data-market="901" data-rtp="9400"');
    const own = open.rtp_basis_points["904"]!;
    expect(own).toBeLessThanOrEqual(8800);
    expect(html).toContain(`data-market="904" data-rtp="${own}"`);
  });

  test("between races the last one stays on the track with its finish, until the next goes off", async () => {
    const { bet_ids: _, ...justRun } = testRace(10, "settled", new Date(TEST_NOW - 40_000).toISOString());
    const board = { ...testRacingBoard(TEST_NOW), current: null, results: [justRun] };
    const html = await renderPage(<RacingBoardPage data={{ ...VISITOR_SLIP, board }} />);
    expect(html).toContain(`class="sports-section race-now" aria-labelledby="race-now" data-race="vr-10"`);
    expect(html).toContain("virtual_racing.just_run");
    expect(html.match(/class="race-lane" data-trap="\d" data-place="\d"/g)).toHaveLength(6);
    // Long after its end it is only a result.
    const later = { ...board, server_time: new Date(TEST_NOW + 120_000).toISOString() };
    expect(await renderPage(<RacingBoardPage data={{ ...VISITOR_SLIP, board: later }} />)).not.toContain(
      "race-now",
    );
  });

  test("says unavailable when the aggregator did not answer", async () => {
    const html = await renderPage(<RacingBoardPage data={{ ...VISITOR_SLIP, board: null }} />);
    expect(html).toContain("sports.unavailable");
  });
});

describe("a race's page", () => {
  test("settled: the finish with times, the entropy, the revealed seed, the bets counted and the verifier", async () => {
    const race = testRace(7, "settled", "2026-11-27T19:55:00.000Z");
    const html = await renderPage(<RacePage data={{ race }} />);
    expect(html).toContain(race.server_seed!);
    expect(html).toContain(race.commitment);
    expect(html).toContain("beacon=none");
    expect(html).toContain('data-bet-count="true">2<');
    expect(html).toContain("virtual.verify.button");
    expect(html.match(/data-place="\d"/g)).toHaveLength(6);
  });

  test("before the end: no seed, no verifier, when it will be revealed", async () => {
    const race = testRace(8, "open", "2026-11-27T20:05:00.000Z");
    const html = await renderPage(<RacePage data={{ race }} />);
    expect(html).toContain("virtual.seed_pending");
    expect(html).toContain(`dateTime="${race.ends_at}"`);
    expect(html).not.toContain("virtual.verify.button");
  });
});
