import type { SportsEventPublication, SportsFixtureSummary, SportsMarketView } from "@platform/contracts";

/*
 * A match as the page shows it, moved by what the feed publishes (issue 19): `markets` carry a
 * market's whole state (status and every price), `fixture` the status, clock and score. Absolute
 * states: a repeat or a late message changes nothing it should not.
 */

export type ShownFixture = SportsFixtureSummary & { markets?: SportsMarketView[] };

/** UOF's market statuses: only active (1) and suspended (−1) are shown; the rest leave the page. */
const STATUS_WORDS: Record<number, SportsMarketView["status"] | null> = { 1: "active", [-1]: "suspended" };

function mergeMarkets(
  shown: readonly SportsMarketView[],
  heard: Extract<SportsEventPublication, { type: "markets" }>["markets"],
  addNew: boolean,
): SportsMarketView[] {
  const byKey = new Map(heard.map((m) => [m.specifiers ? `${m.id}|${m.specifiers}` : String(m.id), m]));
  const next: SportsMarketView[] = [];
  for (const market of shown) {
    const update = byKey.get(market.key);
    byKey.delete(market.key);
    if (!update) {
      next.push(market);
      continue;
    }
    const status = STATUS_WORDS[update.status] ?? null;
    if (!status) continue;
    next.push({
      ...market,
      status,
      outcomes: update.outcomes.map((o) => ({ id: o.id, price_milli: o.price_milli, active: o.active })),
    });
  }
  if (addNew)
    for (const [key, update] of byKey) {
      const status = STATUS_WORDS[update.status] ?? null;
      if (status)
        next.push({
          key,
          market_id: update.id,
          specifiers: update.specifiers,
          status,
          outcomes: update.outcomes.map((o) => ({ id: o.id, price_milli: o.price_milli, active: o.active })),
        });
    }
  return next;
}

export function applyPublication(fixture: ShownFixture, publication: SportsEventPublication): ShownFixture {
  if (publication.event !== fixture.id) return fixture;
  if (publication.type === "fixture") {
    const state = publication.match_state;
    return {
      ...fixture,
      status: publication.status,
      ...(state
        ? {
            period: state.period,
            clock_seconds: state.clock_seconds,
            score: state.score,
            red_cards: state.red_cards,
          }
        : {}),
    };
  }
  return {
    ...fixture,
    main_markets: mergeMarkets(fixture.main_markets, publication.markets, false),
    ...(fixture.markets ? { markets: mergeMarkets(fixture.markets, publication.markets, true) } : {}),
  };
}

/** A fresh copy from the catalogue (the polling fallback) replaces what the page shows of a match. */
export function mergeFixtures(
  shown: readonly ShownFixture[],
  fresh: readonly ShownFixture[],
): ShownFixture[] {
  const byId = new Map(fresh.map((f) => [f.id, f]));
  return shown.map((f) => byId.get(f.id) ?? f);
}

/** Basketball's periods: the quarter (or overtime) in play, as its clock shows instead of a minute. */
const QUARTER_LABELS: Record<string, string> = {
  "1st_quarter": "Q1",
  "2nd_quarter": "Q2",
  "3rd_quarter": "Q3",
  "4th_quarter": "Q4",
  overtime: "OT",
};

/**
 * "23'", "HT", "FT", or null before kick-off; basketball "Q3 4:12" (the quarter or overtime and
 * the time left in it: its clock counts down), and the break between quarters (`breakLabel`, the
 * player's word for it).
 */
export function matchClock(
  fixture: Pick<ShownFixture, "status" | "period" | "clock_seconds">,
  breakLabel = "Break",
): string | null {
  if (fixture.status === "ended" || fixture.period === "ended") return "FT";
  if (fixture.status !== "live") return null;
  if (fixture.period === "halftime") return "HT";
  if (fixture.period === "pause") return breakLabel;
  const quarter = fixture.period ? QUARTER_LABELS[fixture.period] : undefined;
  const seconds = fixture.clock_seconds ?? 0;
  if (quarter) return `${quarter} ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  return `${Math.floor(seconds / 60) + 1}'`;
}
