import type { SlotOutcome, Spin } from "@platform/contracts";
import { replayWithWebCrypto, webServerSeedHash } from "@platform/fair";
import type { SlotGame } from "@platform/slots";

/*
 * The verifier's work, all in the browser: the floats of (server seed, client seed, nonce) through
 * WebCrypto HMAC-SHA256 (Stake standard, the fairness module's own code), the reel stops and outcome
 * through the very engine the aggregator plays with, then a field-by-field comparison.
 */

export interface VerifyInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** The round's stake in minor units. */
  bet: number;
}

/** The round the seeds decide, as the engine plays it. */
export function recompute(game: SlotGame, input: VerifyInput): Promise<SlotOutcome> {
  const { serverSeed, clientSeed, nonce, bet } = input;
  return replayWithWebCrypto({ serverSeed, clientSeed, nonce }, (floats) => game.play(floats, bet));
}

/** SHA-256 of the server seed against the hash committed before play. */
export async function commitmentHolds(serverSeed: string, committedHash: string): Promise<boolean> {
  return (await webServerSeedHash(serverSeed)) === committedHash.trim().toLowerCase();
}

export interface SpinCheck {
  index: number;
  recorded: Spin | null;
  computed: Spin | null;
  stops: boolean;
  grid: boolean;
  wins: boolean;
  win: boolean;
}

export interface Comparison {
  /** Everything agrees: same spins (stops, grids, wins) and the same total. */
  match: boolean;
  total: boolean;
  spins: SpinCheck[];
}

/** JSON with object keys sorted: a round read back from a jsonb column has its keys reordered. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Spin by spin, what the recorded round says against what the seeds give. */
export function compareOutcomes(recorded: SlotOutcome, computed: SlotOutcome): Comparison {
  const count = Math.max(recorded.spins.length, computed.spins.length);
  const spins = Array.from({ length: count }, (_, index): SpinCheck => {
    const a = recorded.spins[index] ?? null;
    const b = computed.spins[index] ?? null;
    return {
      index,
      recorded: a,
      computed: b,
      stops: a !== null && b !== null && same(a.stops, b.stops),
      grid: a !== null && b !== null && same(a.grid, b.grid),
      wins: a !== null && b !== null && same(a.wins, b.wins),
      win: a !== null && b !== null && a.win === b.win,
    };
  });
  const total = recorded.total_win === computed.total_win;
  return {
    match: total && spins.every((spin) => spin.stops && spin.grid && spin.wins && spin.win),
    total,
    spins,
  };
}
