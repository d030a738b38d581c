/**
 * The demo game catalogue: original titles and fictional studios (no real trademarks). Artwork is
 * two gradient colours and a glyph, so the catalogue ships no bitmaps.
 */
export const GAME_CATEGORIES = ["slots", "crash", "table", "live", "jackpot", "virtual"] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export interface CatalogueGame {
  slug: string;
  name: string;
  provider: string;
  category: GameCategory;
  /** Percent with two decimals, kept as text: it is shown, never computed with. */
  rtp: string;
  art: { from: string; to: string; glyph: string };
  badge?: "new" | "hot" | "jackpot";
  /** Relative weight for "trending"; higher is more played. */
  popularity: number;
}

type Row = [
  slug: string,
  name: string,
  provider: string,
  rtp: string,
  from: string,
  to: string,
  glyph: string,
  popularity: number,
  badge?: CatalogueGame["badge"],
];

const rows: Record<GameCategory, Row[]> = {
  slots: [
    ["baobab-fortune", "Baobab Fortune", "Ember Forge", "96.50", "#f59e0b", "#7c2d12", "🌳", 940, "hot"],
    ["lion-pride-gold", "Lion Pride Gold", "Savanna Gaming", "96.20", "#facc15", "#92400e", "🦁", 910],
    ["nile-treasures", "Nile Treasures", "Northlight Studios", "95.80", "#38bdf8", "#1e3a8a", "🏺", 720],
    ["kilimanjaro-peaks", "Kilimanjaro Peaks", "Lumen Play", "96.10", "#a5b4fc", "#312e81", "⛰️", 650, "new"],
    ["congo-drums", "Congo Drums", "Ember Forge", "97.00", "#fb923c", "#7f1d1d", "🥁", 610],
    ["sunset-safari", "Sunset Safari", "Savanna Gaming", "95.40", "#f97316", "#581c87", "🌅", 580],
    [
      "fruit-market-fever",
      "Fruit Market Fever",
      "Lumen Play",
      "96.80",
      "#4ade80",
      "#14532d",
      "🍉",
      860,
      "hot",
    ],
    ["diamond-delta", "Diamond Delta", "Northlight Studios", "94.90", "#67e8f9", "#164e63", "💎", 470],
    ["zanzibar-spice", "Zanzibar Spice", "Ember Forge", "96.30", "#fda4af", "#881337", "🌶️", 430, "new"],
    ["thunder-herd", "Thunder Herd", "Savanna Gaming", "95.90", "#cbd5e1", "#1e293b", "🐃", 390],
  ],
  crash: [
    ["rocket-rally", "Rocket Rally", "Kinetic Dice", "97.00", "#f43f5e", "#1e1b4b", "🚀", 990, "hot"],
    ["balloon-rise", "Balloon Rise", "Kinetic Dice", "96.00", "#f472b6", "#4c0519", "🎈", 760],
    ["comet-cashout", "Comet Cashout", "Orbit Live", "97.20", "#818cf8", "#0f172a", "☄️", 700, "new"],
    ["kite-high", "Kite High", "Lumen Play", "96.40", "#2dd4bf", "#134e4a", "🪁", 520],
    ["jet-streak", "Jet Streak", "Kinetic Dice", "96.70", "#94a3b8", "#0c4a6e", "✈️", 480],
  ],
  table: [
    ["royal-roulette", "Royal Roulette", "Orbit Live", "97.30", "#dc2626", "#14532d", "🎡", 680],
    ["blackjack-classic-21", "Classic 21", "Northlight Studios", "99.40", "#16a34a", "#052e16", "🂡", 640],
    ["baccarat-prestige", "Baccarat Prestige", "Orbit Live", "98.90", "#eab308", "#422006", "🃏", 410],
    ["dice-duel", "Dice Duel", "Kinetic Dice", "98.00", "#e879f9", "#3b0764", "🎲", 360, "new"],
    ["hi-lo-cards", "Hi-Lo Cards", "Lumen Play", "97.80", "#60a5fa", "#172554", "🂮", 300],
    ["sic-bo-deluxe", "Sic Bo Deluxe", "Northlight Studios", "97.20", "#fbbf24", "#7c2d12", "🀄", 250],
  ],
  live: [
    [
      "live-lightning-wheel",
      "Lightning Wheel Live",
      "Orbit Live",
      "96.10",
      "#fde047",
      "#1e3a8a",
      "⚡",
      830,
      "hot",
    ],
    [
      "live-roulette-nairobi",
      "Nairobi Roulette Live",
      "Orbit Live",
      "97.30",
      "#ef4444",
      "#450a0a",
      "🎰",
      600,
    ],
    ["live-blackjack-vip", "VIP Blackjack Live", "Orbit Live", "99.28", "#22c55e", "#022c22", "♠️", 540],
    [
      "live-dream-catcher",
      "Dream Spinner Live",
      "Northlight Studios",
      "95.70",
      "#c084fc",
      "#2e1065",
      "🌙",
      460,
    ],
    ["live-andar-bahar", "Andar Bahar Live", "Orbit Live", "97.85", "#f97316", "#431407", "🪔", 340, "new"],
  ],
  jackpot: [
    [
      "mega-baobab-jackpot",
      "Mega Baobab Jackpot",
      "Ember Forge",
      "94.20",
      "#84cc16",
      "#1a2e05",
      "🏆",
      880,
      "jackpot",
    ],
    [
      "golden-pharaoh-pot",
      "Golden Sun Pot",
      "Northlight Studios",
      "94.80",
      "#fcd34d",
      "#78350f",
      "☀️",
      620,
      "jackpot",
    ],
    [
      "lucky-lantern-link",
      "Lucky Lantern Link",
      "Lumen Play",
      "95.10",
      "#fb7185",
      "#4a044e",
      "🏮",
      550,
      "jackpot",
    ],
    [
      "treasure-vault-max",
      "Treasure Vault Max",
      "Savanna Gaming",
      "94.50",
      "#a3a3a3",
      "#171717",
      "🔐",
      400,
      "jackpot",
    ],
    [
      "rainbow-reserve",
      "Rainbow Reserve",
      "Ember Forge",
      "95.00",
      "#34d399",
      "#1e1b4b",
      "🌈",
      330,
      "jackpot",
    ],
  ],
  virtual: [
    [
      "virtual-football-league",
      "Virtual Football League",
      "Kinetic Dice",
      "95.50",
      "#22c55e",
      "#052e16",
      "⚽",
      790,
      "hot",
    ],
    ["virtual-horse-derby", "Virtual Horse Derby", "Kinetic Dice", "94.80", "#d97706", "#451a03", "🐎", 500],
    ["virtual-greyhounds", "Virtual Greyhounds", "Lumen Play", "94.60", "#a8a29e", "#292524", "🐕", 380],
    [
      "virtual-cricket-bash",
      "Virtual Cricket Bash",
      "Kinetic Dice",
      "95.20",
      "#38bdf8",
      "#082f49",
      "🏏",
      310,
      "new",
    ],
    ["virtual-motor-gp", "Virtual Motor Grand Prix", "Orbit Live", "95.00", "#f87171", "#18181b", "🏁", 280],
  ],
};

export const catalogue: CatalogueGame[] = GAME_CATEGORIES.flatMap((category) =>
  rows[category].map(([slug, name, provider, rtp, from, to, glyph, popularity, badge]) => ({
    slug,
    name,
    provider,
    category,
    rtp,
    art: { from, to, glyph },
    ...(badge ? { badge } : {}),
    popularity,
  })),
);
