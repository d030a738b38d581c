import type {
  AggregatorAccount,
  SportsFixtureDetail,
  SportsFixtureSummary,
  SportsMenu,
} from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { loadAggregatorAccount } from "../../shell/aggregator/aggregator-account.server.ts";
import { logger } from "../../shell/logger.ts";
import { notFound } from "../../shell/not-found.ts";
import { shellContext } from "../../shell/shell-context.ts";
import type { SlipAccountProps } from "./slip/bet-slip.tsx";
import type { SlipRules } from "./slip/slip-maths.ts";
import { liveSportsOffered, sportsOffered } from "./sports-access.ts";
import {
  type FixtureFilter,
  loadFixture,
  loadFixtures,
  loadSlipRules,
  loadSportsMenu,
  SportsNotFound,
} from "./sports-api.server.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

/*
 * The loaders of /sports, a match page and /live-sports (issue 19). Each brings what its slip
 * needs: where the aggregator is, the operator, the player's launch token (for placing) and the
 * operator's betting rules. A sportsbook the aggregator does not run is a 404; an aggregator that
 * does not answer leaves the page up with an "unavailable" message.
 */

export interface SlipData {
  account: SlipAccountProps | null;
  rules: SlipRules | null;
  currency: string;
}

export async function slipData(
  context: ContextReader,
  url: URL,
): Promise<{ slip: SlipData; account: AggregatorAccount | null }> {
  const account = await loadAggregatorAccount(context, url);
  const currency = account?.currency ?? context.get(shellContext).settings.currency_code;
  if (!account) return { slip: { account: null, rules: null, currency }, account };
  const rules = await loadSlipRules(context, account);
  return {
    slip: {
      account: {
        url: account.url,
        operator: account.account,
        token: account.mode === "real" ? account.token : null,
      },
      rules,
      currency,
    },
    account,
  };
}

/** A fetch that failed for another reason than "no sportsbook": logged, the page says unavailable. */
async function orUnavailable<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof SportsNotFound) throw notFound();
    logger.warn(`sports ${what} unavailable`, error);
    return null;
  }
}

export interface SportsListData extends SlipData {
  menu: SportsMenu | null;
  /** The list the query asked for (a league, a search), or null for the front page's sections. */
  filtered: { title: string | null; fixtures: SportsFixtureSummary[] } | null;
  live: SportsFixtureSummary[];
  today: SportsFixtureSummary[];
  q: string;
  unavailable: boolean;
}

const feedId = (value: string | null) =>
  value && /^[a-z]+:[a-z_]+:[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;

export async function sportsListLoader(context: ContextReader, url: URL): Promise<SportsListData> {
  if (!sportsOffered(context.get(shellContext).settings)) throw notFound();
  const { slip, account } = await slipData(context, url);
  const empty = { ...slip, menu: null, filtered: null, live: [], today: [], q: "", unavailable: true };
  if (!account) return empty;
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 60);
  const filter: Omit<FixtureFilter, "when"> = {
    sport: feedId(url.searchParams.get("sport")),
    category: feedId(url.searchParams.get("category")),
    tournament: feedId(url.searchParams.get("tournament")),
    ...(q.length >= 2 ? { q } : {}),
  };
  const filtering = Object.values(filter).some(Boolean);
  const [menu, lists] = await Promise.all([
    orUnavailable("menu", () => loadSportsMenu(context, account)),
    orUnavailable("fixtures", () =>
      filtering
        ? Promise.all([loadFixtures(context, account, { ...filter, when: "upcoming", limit: 100 }), []])
        : Promise.all([
            loadFixtures(context, account, { when: "live", limit: 10 }),
            loadFixtures(context, account, { when: "today", limit: 30 }),
          ]),
    ),
  ]);
  if (!lists) return { ...empty, menu, q };
  const title = filterTitle(menu, filter);
  return {
    ...slip,
    menu,
    q,
    unavailable: false,
    filtered: filtering ? { title, fixtures: lists[0] } : null,
    live: filtering ? [] : lists[0],
    today: lists[1],
  };
}

/** The league, country or sport a filter names, as the menu calls it. */
function filterTitle(menu: SportsMenu | null, filter: Omit<FixtureFilter, "when">): string | null {
  for (const sport of menu?.sports ?? []) {
    if (filter.sport === sport.id) return sport.name;
    for (const category of sport.categories) {
      if (filter.category === category.id) return category.name;
      const tournament = category.tournaments.find((t) => t.id === filter.tournament);
      if (tournament) return `${category.name} · ${tournament.name}`;
    }
  }
  return null;
}

export interface MatchData extends SlipData {
  fixture: SportsFixtureDetail | null;
}

export async function matchLoader(context: ContextReader, url: URL, id: string): Promise<MatchData> {
  if (!sportsOffered(context.get(shellContext).settings)) throw notFound();
  if (!feedId(id)) throw notFound();
  const { slip, account } = await slipData(context, url);
  if (!account) return { ...slip, fixture: null };
  const fixture = await orUnavailable("match", () => loadFixture(context, account, id));
  return { ...slip, fixture };
}

export interface LiveData extends SlipData {
  fixtures: SportsFixtureSummary[] | null;
}

export async function liveSportsLoader(context: ContextReader, url: URL): Promise<LiveData> {
  if (!liveSportsOffered(context.get(shellContext).settings)) throw notFound();
  const { slip, account } = await slipData(context, url);
  if (!account) return { ...slip, fixtures: null };
  const fixtures = await orUnavailable("live list", () =>
    loadFixtures(context, account, { when: "live", limit: 100 }),
  );
  return { ...slip, fixtures };
}
