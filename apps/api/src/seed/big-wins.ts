import type { CatalogueGame } from "./catalogue.ts";

export interface SeedBigWin {
  /** `seed:N`: the natural key that makes reseeding update rather than add. */
  sourceRef: string;
  player: string;
  gameSlug: string;
  amountMinor: bigint;
  multiplier: string;
  wonAt: Date;
}

const WIN_COUNT = 12;
const NAME_PREFIXES = ["Ke", "Jo", "Am", "Mw", "Fa", "Ch", "Ba", "Zu", "Ol", "Na", "Tu", "Ek"];
const STAKES_MINOR = [100n, 200n, 500n, 1_000n, 2_000n, 5_000n];
const DAY_MS = 86_400_000;

/** mulberry32: a tiny seeded PRNG, so every site gets the same wins on every run. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function hash(text: string): number {
  let h = 2_166_136_261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16_777_619);
  return h;
}

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

/**
 * Recent big wins for a demo site. Times count back from the start of `now`'s UTC day, so a
 * reseed on the same day changes nothing while the wins still look recent.
 */
export function demoBigWins(siteCode: string, games: CatalogueGame[], now: Date): SeedBigWin[] {
  const random = prng(hash(siteCode));
  const eligible = games.filter((game) => ["slots", "crash", "jackpot"].includes(game.category));
  const dayStart = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return Array.from({ length: WIN_COUNT }, (_, index) => {
    // Multiplier in hundredths (10.00x to 500.00x): integer maths keeps the amount exact.
    const multiplierHundredths = BigInt(1_000 + Math.floor(random() * 49_000));
    const stake = pick(STAKES_MINOR, random);
    const digits = String(10 + Math.floor(random() * 90));
    return {
      sourceRef: `seed:${index}`,
      player: `${pick(NAME_PREFIXES, random)}***${digits}`,
      gameSlug: pick(eligible, random).slug,
      amountMinor: (stake * multiplierHundredths) / 100n,
      multiplier: `${multiplierHundredths / 100n}.${(multiplierHundredths % 100n).toString().padStart(2, "0")}`,
      wonAt: new Date(dayStart - (index * 47 + Math.floor(random() * 40) + 5) * 60_000),
    };
  });
}
