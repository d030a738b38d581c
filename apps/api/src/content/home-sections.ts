import {
  type BigWin,
  fromMinorUnits,
  type GameCard,
  HOME_SECTIONS,
  type HomeSection,
  type HomeSectionContent,
} from "@platform/contracts";

/** Enough to fill a carousel on a wide screen without paying for a long list. */
const SECTION_SIZE = 10;

export interface CatalogueEntry extends GameCard {
  popularity: number;
}

export interface RecentWin {
  player: string;
  gameSlug: string;
  gameName: string;
  amountMinor: bigint;
  multiplier: string;
  wonAt: Date;
}

/** Sections with an order above 0, by that order (spec §9 default layout when unset). */
export function orderedSections(layout: Partial<Record<HomeSection, number>>): HomeSection[] {
  return HOME_SECTIONS.filter((section) => (layout[section] ?? 0) > 0).sort(
    (a, b) => (layout[a] ?? 0) - (layout[b] ?? 0) || HOME_SECTIONS.indexOf(a) - HOME_SECTIONS.indexOf(b),
  );
}

const byPopularity = (a: CatalogueEntry, b: CatalogueEntry) => b.popularity - a.popularity;

/** RTP strings have two decimals, so comparing them as cents stays exact. */
const rtpCents = (game: CatalogueEntry) => Number(game.rtp.replace(".", ""));

function toCard({ popularity: _popularity, ...card }: CatalogueEntry): GameCard {
  return card;
}

function toBigWin(win: RecentWin): BigWin {
  return {
    player: win.player,
    game: win.gameName,
    game_slug: win.gameSlug,
    amount: fromMinorUnits(win.amountMinor),
    multiplier: win.multiplier,
    won_at: win.wonAt.toISOString(),
  };
}

/** Picks each section's games by its rule; `wins` are the site's wins, newest first. */
export function buildSection(
  section: HomeSection,
  games: CatalogueEntry[],
  wins: RecentWin[],
): HomeSectionContent {
  const top = (list: CatalogueEntry[]) => list.slice(0, SECTION_SIZE).map(toCard);
  switch (section) {
    case "trending":
      return { type: section, games: top([...games].sort(byPopularity)) };
    case "slots_carousel":
      return {
        type: section,
        games: top(games.filter((game) => game.category === "slots").sort(byPopularity)),
      };
    case "highest_paying":
      return {
        type: section,
        games: top([...games].sort((a, b) => rtpCents(b) - rtpCents(a) || byPopularity(a, b))),
      };
    case "hot": {
      // Hot = marked hot by the operator, or where players are winning big right now.
      const winning = new Set(
        [...wins]
          .sort((a, b) => (b.amountMinor > a.amountMinor ? 1 : b.amountMinor < a.amountMinor ? -1 : 0))
          .slice(0, 5)
          .map((win) => win.gameSlug),
      );
      return {
        type: section,
        games: top(games.filter((game) => game.badge === "hot" || winning.has(game.slug)).sort(byPopularity)),
      };
    }
    case "recent_biggest_wins":
      return { type: section, wins: wins.slice(0, SECTION_SIZE).map(toBigWin) };
  }
}
