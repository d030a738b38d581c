import type { Draw, DrawGame } from "@platform/contracts";
import { sql } from "drizzle-orm";
import { draws } from "../db/schema.ts";

/*
 * A draw as the public sees it. Its server seed is the secret that fixes the outcome: it must not
 * leave the database before the numbers are drawn. The columns below never select it for a draw
 * that is not drawn yet (the query itself returns null), and drawView checks the status again.
 */

const REVEALED = sql`${draws.status} in ('drawn', 'settled')`;

/** The columns of a public draw; server_seed is null in the query's result until the draw. */
export const publicDrawColumns = {
  id: draws.id,
  game: draws.game,
  sequence: draws.sequence,
  status: draws.status,
  opensAt: draws.opensAt,
  closesAt: draws.closesAt,
  drawAt: draws.drawAt,
  serverSeedHash: draws.serverSeedHash,
  serverSeed: sql<string | null>`case when ${REVEALED} then ${draws.serverSeed} end`,
  clientSeed: draws.clientSeed,
  numbers: draws.numbers,
  drawnAt: draws.drawnAt,
};

export interface PublicDrawRow {
  id: number;
  game: string;
  sequence: number;
  status: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  numbers: number[] | null;
  drawnAt: Date | null;
}

/**
 * The status the public sees at `now`. The database keeps a draw "open" from its creation to its
 * close; before its sales open it is "upcoming" (its hash is public, its tickets are not on sale).
 */
export function publicDrawStatus(row: Pick<PublicDrawRow, "status" | "opensAt">, now: Date): Draw["status"] {
  if (row.status === "open" && row.opensAt.getTime() > now.getTime()) return "upcoming";
  return row.status as Draw["status"];
}

/** The contracts' draw at `now`: seed, numbers and draw time only once drawn. */
export function drawView(row: PublicDrawRow, now: Date): Draw {
  const revealed = row.status === "drawn" || row.status === "settled";
  return {
    id: String(row.id),
    game: row.game as DrawGame,
    sequence: row.sequence,
    status: publicDrawStatus(row, now),
    opens_at: row.opensAt.toISOString(),
    closes_at: row.closesAt.toISOString(),
    draw_at: row.drawAt.toISOString(),
    server_seed_hash: row.serverSeedHash,
    server_seed: revealed ? row.serverSeed : null,
    client_seed: row.clientSeed,
    numbers: revealed ? row.numbers : null,
    drawn_at: revealed ? (row.drawnAt?.toISOString() ?? null) : null,
  };
}
