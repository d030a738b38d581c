import { describe, expect, test } from "vitest";
import { MatchDayPage } from "./match-day-page.tsx";
import { testBoard, testMatchDay } from "./test-board.ts";
import { renderPage, TEST_NOW, VISITOR_SLIP } from "./test-render.tsx";
import { VirtualBoardPage } from "./virtual-board-page.tsx";

/*
 * The pages as the server renders them (test-render.tsx), from a board and match days computed by
 * the engine to the contract.
 */

describe("the /virtual-world board", () => {
  test("shows the open match days with 1X2 prices and more markets, the day playing, RTP and results", async () => {
    const board = testBoard(TEST_NOW);
    const html = await renderPage(<VirtualBoardPage data={{ ...VISITOR_SLIP, board }} />);
    const open = board.upcoming[0]!;
    expect(html).toContain(`data-match-day="${open.id}"`);
    // Eight matches a day, three result prices each, over two open days.
    expect(html.match(/class="fixture virtual-match"/g)).toHaveLength(16);
    expect(html).toContain(`data-event="${open.matches[0]!.fixture_id}"`);
    expect(html).toContain(open.commitment.slice(0, 12));
    expect(html).toContain("virtual.more_markets");
    // The countdown to the first close as of the server's time (60 s).
    expect(html).toContain(">1:00<");
    // The day playing: 30 s of 75 s is match second 2160, minute 37.
    expect(html).toContain('data-second="2160"');
    expect(html).toContain(">37&#x27;<");
    const playing = board.current!.matches[0]!;
    expect(html).toContain(`data-score="${playing.score!.home}-${playing.score!.away}"`);
    expect(html).toContain(`href="/virtual-world/football/${board.results[0]!.id}"`);
    expect(html).toContain('data-market="45"');
    // The league's published figures, then each open match's own at its prices (never above).
    expect(html.match(/virtual\.rtp\.market/g)).toHaveLength(4 + 4 * 16);
    expect(html).toContain('data-market="1" data-rtp="9400"');
    const own = open.matches[0]!.rtp_basis_points["1"]!;
    expect(own).toBeLessThan(9400);
    expect(html).toContain(`data-market="1" data-rtp="${own}"`);
    // No settled day this season on the test board: the table says so.
    expect(html).toContain("virtual.table.empty");
  });

  test("says unavailable when the aggregator did not answer", async () => {
    const html = await renderPage(<VirtualBoardPage data={{ ...VISITOR_SLIP, board: null }} />);
    expect(html).toContain("sports.unavailable");
  });
});

describe("a match day's page", () => {
  test("settled: results, timelines, entropy, the revealed seed, the bets counted and the verifier", async () => {
    const day = testMatchDay({ status: "settled", closesAt: "2026-11-27T19:55:00.000Z" });
    const html = await renderPage(<MatchDayPage data={{ matchDay: day }} />);
    expect(html).toContain(day.server_seed!);
    expect(html).toContain(day.commitment);
    expect(html).toContain("beacon=none");
    expect(html).toContain('data-bet-count="true">2<');
    expect(html).toContain("virtual.verify.button");
    expect(html).toContain("virtual.recompute.submit");
    const goals = day.matches.flatMap((m) => m.events).filter((e) => e.kind === "goal").length;
    expect(html.match(/data-kind="goal"/g)?.length ?? 0).toBe(goals);
  });

  test("names the teams as the answer does; a playing day's clock runs from the server's time", async () => {
    // The render's own clock is hours past this day's end: the clock stands where the answer puts it.
    const day = testMatchDay({ status: "playing", closesAt: "2026-11-27T21:00:00.000Z", second: 2160 });
    const renamed = {
      ...day,
      matches: day.matches.map((match, i) => (i === 0 ? { ...match, home_name: "Renamed Rovers" } : match)),
    };
    const html = await renderPage(<MatchDayPage data={{ matchDay: renamed }} />);
    expect(html).toContain("Renamed Rovers");
    expect(html.match(/data-second="2160"/g)).toHaveLength(8);
    expect(html).toContain(">37&#x27;<");
    // Once settled the clock is gone.
    const settled = testMatchDay({ status: "settled", closesAt: "2026-11-27T19:55:00.000Z" });
    expect(await renderPage(<MatchDayPage data={{ matchDay: settled }} />)).not.toContain("data-clock");
  });

  test("before the end: no seed, no verifier, when it will be revealed", async () => {
    const day = testMatchDay({ status: "open", closesAt: "2026-11-27T20:05:00.000Z" });
    const html = await renderPage(<MatchDayPage data={{ matchDay: day }} />);
    expect(html).toContain("virtual.seed_pending");
    expect(html).toContain(`dateTime="${day.ends_at}"`);
    expect(html).not.toContain("virtual.verify.button");
  });
});
