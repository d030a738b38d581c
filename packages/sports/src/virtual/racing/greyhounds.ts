import { fairEventFloats } from "../fair-source.ts";

/**
 * Virtual greyhound racing: six runners (traps 1–6) over 480 m. Each runner has a published strength;
 * the finishing order follows Harville's model (Plackett–Luce): the winner is runner i with
 * probability s_i / Σ s, second is drawn the same way among the rest, and so on. Race cards are a
 * pure function of (kennel seed, race number): six of the kennel's dogs in shuffled traps.
 */
export interface Greyhound {
  readonly id: string;
  readonly name: string;
  /** Relative strength (Harville): only ratios matter. */
  readonly strength: number;
}

export interface Runner extends Greyhound {
  /** 1–6. */
  readonly trap: number;
}

export const RUNNERS_PER_RACE = 6;

const dog = (id: string, name: string, strength: number): Greyhound => ({ id, name, strength });

/** Made-up dogs, strengths from 0.6 to 2.4 (a 4:1 favourite-to-outsider ratio at most). */
export const KENNEL: readonly Greyhound[] = [
  dog("swift-mwangi", "Swift Mwangi", 2.4),
  dog("savanna-flash", "Savanna Flash", 2.2),
  dog("harmattan-wind", "Harmattan Wind", 2.0),
  dog("copper-kestrel", "Copper Kestrel", 1.9),
  dog("baobab-bolt", "Baobab Bolt", 1.8),
  dog("midnight-oba", "Midnight Oba", 1.7),
  dog("lagoon-dancer", "Lagoon Dancer", 1.6),
  dog("rift-runner", "Rift Runner", 1.5),
  dog("kente-queen", "Kente Queen", 1.45),
  dog("zambezi-jet", "Zambezi Jet", 1.4),
  dog("dusty-trail", "Dusty Trail", 1.3),
  dog("sahel-spark", "Sahel Spark", 1.25),
  dog("mango-rocket", "Mango Rocket", 1.2),
  dog("tilapia-tom", "Tilapia Tom", 1.15),
  dog("lucky-danfo", "Lucky Danfo", 1.1),
  dog("ngoma-beat", "Ngoma Beat", 1.05),
  dog("jollof-jack", "Jollof Jack", 1.0),
  dog("red-laterite", "Red Laterite", 0.95),
  dog("okada-rush", "Okada Rush", 0.9),
  dog("ankara-blue", "Ankara Blue", 0.85),
  dog("sleepy-simba", "Sleepy Simba", 0.8),
  dog("matatu-max", "Matatu Max", 0.72),
  dog("cassava-kid", "Cassava Kid", 0.66),
  dog("slow-kobo", "Slow Kobo", 0.6),
];

/** Public: decides the race cards. */
export const KENNEL_SEED = "virtual-greyhounds-2026";

/** Race `raceNumber`'s six runners, trap 1 first. */
export function raceCard(
  raceNumber: number,
  kennel: readonly Greyhound[] = KENNEL,
  seed = KENNEL_SEED,
): Runner[] {
  if (!Number.isSafeInteger(raceNumber) || raceNumber < 0) throw new RangeError(`race ${raceNumber}`);
  if (kennel.length < RUNNERS_PER_RACE) throw new RangeError("a kennel of at least six dogs");
  const floats = fairEventFloats(seed, "race-card")(raceNumber);
  const pool = [...kennel];
  const runners: Runner[] = [];
  for (let trap = 1; trap <= RUNNERS_PER_RACE; trap++) {
    const [picked] = pool.splice(Math.floor(floats.next() * pool.length), 1);
    runners.push({ ...picked!, trap });
  }
  return runners;
}
