import type { SportsJackpotRound, SportsJackpotTicket } from "@platform/contracts";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from "react-router";
import { describe, expect, test } from "vitest";
import { testShell } from "../../../shell/test-shell.ts";
import { matchPicks } from "./jackpot-picks.ts";
import { JackpotTicketCard } from "./jackpot-ticket-card.tsx";

/*
 * A jackpot ticket's card in my bets as the server renders it (issue 20): a settled ticket of a
 * round with results, one match of it cancelled and drawn, and an open ticket of the round on sale.
 * A few words are given so the numbers in them show; the rest stand as their keys.
 */

const translations = {
  "sportsjackpot.ticket.heading": "Ticket · Jackpot [number]",
  "sportsjackpot.ticket.won": "Won [amount] ([correct] correct)",
  "sportsjackpot.ticket.correct_of": "[correct] of [matches]",
  "sportsjackpot.ticket.match": "Match [n]",
};

async function render(page: ReactNode): Promise<string> {
  const shell = testShell({ currency_code: "KES" });
  const routes: RouteObject[] = [
    {
      id: "root",
      path: "/",
      loader: () => ({ shell }),
      children: [{ id: "page", index: true, loader: () => ({ translations }), element: page }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("https://site.test/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  );
}

const TEAMS = [
  ["Arsenal", "Chelsea"],
  ["Gor Mahia", "AFC Leopards"],
  ["Simba", "Yanga"],
  ["Al Ahly", "Zamalek"],
  ["Kaizer Chiefs", "Orlando Pirates"],
  ["Liverpool", "Everton"],
  ["Inter", "Milan"],
  ["Benfica", "Porto"],
  ["Real Madrid", "Barcelona"],
  ["Ajax", "PSV"],
  ["Celtic", "Rangers"],
  ["Lyon", "Marseille"],
  ["Roma", "Lazio"],
] as const;

/** The results of round 7: match 4 (index 3) was abandoned and its result drawn. */
const RESULTS = ["1", "2", "3", "1", "1", "2", "1", "3", "1", "1", "2", "1", "3"] as const;

function round(status: SportsJackpotRound["status"], id: string, number: number): SportsJackpotRound {
  const settled = status === "settled";
  return {
    id,
    number,
    status,
    closes_at: "2026-11-21T15:00:00.000Z",
    settled_at: settled ? "2026-11-23T22:10:00.000Z" : null,
    currency: "KES",
    line_price: 5000,
    max_lines: 1152,
    pool_share_bp: 6000,
    pool: 12_345_600,
    pool_in: 2_000_000,
    rollover_out: settled ? 9_000_000 : null,
    tiers: [],
    commitment: "ab".repeat(32),
    server_seed: settled ? "cd".repeat(32) : null,
    entropy: settled ? "v1|closed=…|bets=…|beacon=none" : null,
    fixtures: TEAMS.map(([home, away], index) => ({
      id: `sr:match:${4100 + index}`,
      home,
      away,
      kick_off: "2026-11-21T15:00:00.000Z",
      status: settled ? "ended" : "not_started",
      weights: null,
      result: settled ? { outcome: RESULTS[index]!, drawn: index === 3 } : null,
    })),
  };
}

const SETTLED_ROUND = round("settled", "5b0c6a0e-3f5f-4b8e-9d55-0d3c2b8f1a01", 7);
const OPEN_ROUND_ID = "5b0c6a0e-3f5f-4b8e-9d55-0d3c2b8f1a02";

/** 1X on match 1, 12 on match 6, 1 elsewhere: 4 lines. Right: 1, 4 (drawn), 5, 7, 9, 10, 12. */
const settledTicket: SportsJackpotTicket = {
  id: "0f1e2d3c-4b5a-4968-8776-655443322110",
  round_id: SETTLED_ROUND.id,
  round_number: 7,
  request_id: "req-settled-1",
  picks: [
    ["1", "2"],
    ["1"],
    ["1"],
    ["1"],
    ["1"],
    ["1", "3"],
    ["1"],
    ["1"],
    ["1"],
    ["1"],
    ["1"],
    ["1"],
    ["1"],
  ],
  lines: 4,
  stake: 20_000,
  currency: "KES",
  state: "settled",
  refusal: null,
  best_correct: 8,
  lines_by_correct: { "8": 1, "7": 2, "6": 1 },
  payout: 0,
  balance: 480_000,
  placed_at: "2026-11-20T09:30:00.000Z",
};

describe("a jackpot ticket's picks against its round", () => {
  test("a pick is right when the result is one of its outcomes, drawn results count, no result is pending", () => {
    const marks = matchPicks(settledTicket, SETTLED_ROUND);
    expect(marks.map((m) => m.label).join(" ")).toBe("1X 1 1 1 1 12 1 1 1 1 1 1 1");
    // 1X against a home win; 1 against a draw; 12 against a draw.
    expect(marks[0]!.mark).toBe("right");
    expect(marks[1]!.mark).toBe("wrong");
    expect(marks[5]!.mark).toBe("wrong");
    expect(marks[3]).toMatchObject({ mark: "right", drawn: true, teams: "Al Ahly – Zamalek" });
    expect(marks.filter((m) => m.mark === "right")).toHaveLength(7);
    // Another round's results never mark a ticket.
    const other = { ...settledTicket, round_id: OPEN_ROUND_ID };
    expect(matchPicks(other, SETTLED_ROUND).every((m) => m.mark === "pending" && m.teams === null)).toBe(
      true,
    );
  });
});

describe("a jackpot ticket's card in my bets", () => {
  test("settled: round, picks marked right or wrong (drawn said), lines, stake, correct and payout", async () => {
    const won = { ...settledTicket, payout: 1_234_500 };
    const html = await render(
      <JackpotTicketCard ticket={won} round={SETTLED_ROUND} money={(m) => `KES ${m}`} />,
    );
    expect(html).toContain(`data-ticket-id="${won.id}"`);
    expect(html).toContain('data-state="settled"');
    expect(html).toContain("Ticket · Jackpot 7");
    expect(html).toContain('data-standing="won"');
    expect(html).toContain("Won KES 1234500 (8 correct)");
    expect(html.match(/class="jackpot-pick"/g)).toHaveLength(13);
    expect(html.match(/data-mark="right"/g)).toHaveLength(7);
    expect(html.match(/data-mark="wrong"/g)).toHaveLength(6);
    expect(html.match(/data-drawn="true"/g)).toHaveLength(1);
    // Said, not only coloured: the sign is hidden from readers, the word is read.
    expect(html.match(/sportsjackpot\.ticket\.pick\.right/g)).toHaveLength(7);
    expect(html).toContain("sportsjackpot.ticket.drawn");
    expect(html).toContain("Match 4 Al Ahly – Zamalek");
    expect(html).toMatch(/data-fact="lines">4</);
    expect(html).toMatch(/data-fact="stake">KES 20000</);
    expect(html).toMatch(/data-fact="correct">8 of 13</);
    expect(html).toMatch(/data-fact="payout">KES 1234500</);
  });

  test("settled without a prize: lost, payout 0", async () => {
    const html = await render(
      <JackpotTicketCard ticket={settledTicket} round={SETTLED_ROUND} money={(m) => `KES ${m}`} />,
    );
    expect(html).toContain('data-standing="lost"');
    expect(html).toContain("sportsjackpot.ticket.lost");
    expect(html).toMatch(/data-fact="payout">KES 0</);
  });

  test("open: picks unmarked, lines and stake, no correct count nor payout yet", async () => {
    const open: SportsJackpotTicket = {
      ...settledTicket,
      id: "0f1e2d3c-4b5a-4968-8776-655443322111",
      round_id: OPEN_ROUND_ID,
      round_number: 8,
      picks: [
        ["1", "2", "3"],
        ["2"],
        ["3"],
        ["1", "2"],
        ["1"],
        ["1"],
        ["1"],
        ["1"],
        ["1"],
        ["1"],
        ["1"],
        ["1"],
        ["1"],
      ],
      lines: 6,
      stake: 30_000,
      state: "open",
      best_correct: null,
      lines_by_correct: null,
      payout: null,
    };
    const html = await render(
      <JackpotTicketCard ticket={open} round={round("open", OPEN_ROUND_ID, 8)} money={(m) => `KES ${m}`} />,
    );
    expect(html).toContain('data-state="open"');
    expect(html).toContain('data-standing="open"');
    expect(html).toContain("sportsjackpot.ticket.open");
    expect(html).toContain(">1X2<");
    expect(html.match(/data-mark="pending"/g)).toHaveLength(13);
    expect(html).not.toContain("sportsjackpot.ticket.pick.");
    expect(html).toMatch(/data-fact="lines">6</);
    expect(html).toMatch(/data-fact="stake">KES 30000</);
    expect(html).not.toContain('data-fact="correct"');
    expect(html).not.toContain('data-fact="payout"');
  });
});
