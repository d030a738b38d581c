/*
 * The demo's operators (the platform's demo sites, by site code and currency) and how the
 * catalogue presents the engine's games: studio, category, artwork colours, tags, order. The
 * studios are fictional; every game listed runs on the aggregator's own slot engine.
 */

export interface DemoOperator {
  id: string;
  name: string;
  currency: string;
  /** The site's host names: browsers there may call the player API. */
  domains: string[];
  /** Operator-level featured games (`provider:gameId`), added to what the site passes. */
  featured?: string[];
  /**
   * The platform demo site's `max_win_per_bet` in minor units: the sportsbook's maximum payout
   * never passes it (betting-rules-store.ts). A real operator records it with
   * `games-operator sports rules <operator> site-limit`; scripts/demo-limits.test.ts keeps these
   * equal to the platform's demo sites.
   */
  siteMaxWinPerBet?: number;
}

export const demoOperators: DemoOperator[] = [
  {
    id: "drc-online",
    name: "DRC Online",
    currency: "CDF",
    domains: ["localhost", "127.0.0.1"],
    siteMaxWinPerBet: 4_000_000_000,
    featured: ["bitville:savanna-sunset", "northlight:kilimanjaro-ascent"],
  },
  {
    id: "base2",
    name: "Base2",
    currency: "KES",
    domains: ["base2.localhost"],
    siteMaxWinPerBet: 200_000_000,
    featured: ["bitville:soko-sevens"],
  },
  {
    id: "base3",
    name: "Base3",
    currency: "UGX",
    siteMaxWinPerBet: 50_000_000,
    domains: ["base3.localhost"],
    featured: ["ember-forge:ngoma-drums"],
  },
  {
    id: "base4",
    name: "Base4",
    currency: "MZN",
    domains: ["base4.localhost"],
    siteMaxWinPerBet: 100_000_000,
    featured: ["ember-forge:spice-island-doubles"],
  },
  {
    id: "soon",
    name: "Soon",
    currency: "NGN",
    domains: ["soon.localhost"],
    siteMaxWinPerBet: 2_000_000_000,
  },
];

export interface Studio {
  id: string;
  name: string;
  inHouse: boolean;
  position: number;
}

/** The provider ids are what sites write in products_allow (`bitville:<game>`). */
export const studios: Studio[] = [
  { id: "bitville", name: "Bitville Originals", inHouse: true, position: 0 },
  { id: "ember-forge", name: "Ember Forge", inHouse: false, position: 1 },
  { id: "northlight", name: "Northlight Studios", inHouse: false, position: 2 },
];

export interface CatalogueListing {
  provider: string;
  category: string;
  /** The artwork's two main colours (cards paint them while the SVG loads). */
  artFrom: string;
  artTo: string;
  tags: string[];
  position: number;
}

/** By game slug; a game the engine runs without a listing here is shown with neutral defaults. */
export const catalogueListings: Record<string, CatalogueListing> = {
  "savanna-sunset": {
    provider: "bitville",
    category: "slots",
    artFrom: "#f97316",
    artTo: "#7c2d12",
    tags: ["wilds", "free-spins"],
    position: 0,
  },
  "kilimanjaro-ascent": {
    provider: "northlight",
    category: "slots",
    artFrom: "#a5b4fc",
    artTo: "#1e1b4b",
    tags: ["new", "243-ways", "free-spins"],
    position: 1,
  },
  "nile-harvest": {
    provider: "bitville",
    category: "slots",
    artFrom: "#38bdf8",
    artTo: "#0c4a6e",
    tags: ["wilds", "free-spins"],
    position: 2,
  },
  "ngoma-drums": {
    provider: "ember-forge",
    category: "slots",
    artFrom: "#f59e0b",
    artTo: "#451a03",
    tags: ["243-ways"],
    position: 3,
  },
  "soko-sevens": {
    provider: "bitville",
    category: "classic",
    artFrom: "#ef4444",
    artTo: "#450a0a",
    tags: ["classic"],
    position: 4,
  },
  "spice-island-doubles": {
    provider: "ember-forge",
    category: "classic",
    artFrom: "#2dd4bf",
    artTo: "#134e4a",
    tags: ["classic", "wilds"],
    position: 5,
  },
};
