import type { Round as RoundView } from "@platform/contracts";
import { eq } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { type RoundState, rounds, seedPairs } from "../db/schema.ts";
import type { Round } from "./settlement.ts";

/** The contract's round status: anything still moving money is "open". */
export function publicStatus(state: RoundState): RoundView["status"] {
  if (state === "settled" || state === "rolled_back" || state === "refused") return state;
  return "open";
}

type PairFacts = Pick<
  typeof seedPairs.$inferSelect,
  "serverSeed" | "serverSeedHash" | "clientSeed" | "revealedAt"
>;

/** A round as recall shows it: the outcome as it landed; the server seed once rotated away. */
export function roundView(round: Round, pair: PairFacts): RoundView {
  return {
    round_id: round.id,
    game: round.gameSlug,
    mode: round.mode as RoundView["mode"],
    status: publicStatus(round.status),
    currency: round.currency,
    bet: Number(round.bet),
    win: Number(round.win),
    balance: round.balance === null ? null : Number(round.balance),
    outcome: round.outcome,
    seeds: {
      server_seed: pair.revealedAt ? pair.serverSeed : null,
      server_seed_hash: pair.serverSeedHash,
      client_seed: pair.clientSeed,
      nonce: round.nonce,
    },
    created_at: round.createdAt.toISOString(),
  };
}

export async function findRound(db: GamesDatabase, id: string): Promise<RoundView | null> {
  const [row] = await db
    .select({ round: rounds, pair: seedPairs })
    .from(rounds)
    .innerJoin(seedPairs, eq(seedPairs.id, rounds.seedPairId))
    .where(eq(rounds.id, id));
  return row ? roundView(row.round, row.pair) : null;
}
