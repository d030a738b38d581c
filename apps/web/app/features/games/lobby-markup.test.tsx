import type { GameDetail, GameSummary, Lobby } from "@platform/contracts";
import { NO_FILTERS } from "@platform/contracts/client";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { GameDetailMarkup } from "./game-detail-markup.tsx";
import { LobbyMarkup } from "./lobby-markup.tsx";

const t = (key: string, params?: Record<string, string | number>) =>
  params ? `${key}(${Object.values(params).join(",")})` : key;

const game = (slug: string, over: Partial<GameSummary> = {}): GameSummary => ({
  slug,
  name: slug.toUpperCase(),
  provider: { id: "bitville", name: "Bitville Originals" },
  category: "slots",
  rtp: "96.10",
  volatility: "medium",
  lines: "20 lines",
  art: `https://games.test/art/${slug}.svg`,
  playable: true,
  tags: [],
  ...over,
});

const lobby: Lobby = {
  categories: [
    { id: "slots", name: "Slots" },
    { id: "classic", name: "Classic" },
  ],
  providers: [{ id: "bitville", name: "Bitville Originals" }],
  games: [game("soko-sevens", { category: "classic" }), game("nile-harvest"), game("ngoma-drums")],
  featured: [],
};

const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe("the server-rendered lobby", () => {
  it("lists every game as a link with its name, art and RTP, the first row eager", () => {
    const html = render(<LobbyMarkup lobby={lobby} filters={NO_FILTERS} t={t} />);
    expect(html.match(/<a [^>]*href="\/games\/[a-z-]+"/g)).toHaveLength(3);
    expect(html).toContain("SOKO-SEVENS");
    expect(html).toContain("games.game.rtp_short(96.10%)");
    expect(html).toMatch(
      /<img [^>]*src="https:\/\/games.test\/art\/soko-sevens.svg"[^>]*width="400" height="300"/,
    );
    expect(html).toMatch(/<img [^>]*loading="eager"[^>]*fetchpriority="high"/i);
    expect(html).not.toMatch(/<li [^>]*hidden/);
  });

  it("hides the games the address's filters leave out and presses their chip", () => {
    const html = render(<LobbyMarkup lobby={lobby} filters={{ ...NO_FILTERS, category: "classic" }} t={t} />);
    expect(html.match(/<li [^>]*hidden=""/g)).toHaveLength(2);
    expect(html).toMatch(/<button [^>]*value="classic"[^>]*aria-pressed="true"/);
    expect(html).toContain("games.lobby.count_one");
  });
});

describe("the server-rendered game page", () => {
  const detail: GameDetail = {
    ...game("soko-sevens"),
    description: "Market day.",
    paytable: [{ symbol: "7", name: "Seven", pays: { "3": 5, "5": 100 }, role: "regular" }],
    reels: [["7", "A"]],
    rows: 3,
    rules: ["Wins pay left to right."],
    bets: [100],
  };

  it("renders the details, the paytable and a Play that waits for JavaScript, with a note", () => {
    const html = render(<GameDetailMarkup game={detail} fun t={t} />);
    expect(html).toContain("<h2");
    expect(html).toContain("Seven");
    expect(html).toContain("×100");
    expect(html).toMatch(/<button [^>]*data-bv-play=""[^>]*disabled=""[^>]*>games.game.play_fun</);
    expect(html).toContain("<noscript><p");
    expect(html).toContain("games.play_needs_js");
  });
});
