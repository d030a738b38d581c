import { randomUUID } from "node:crypto";
import { accumulator, single } from "@platform/sports";
import { sql } from "drizzle-orm";
import type { GamesDatabase } from "../apps/games/src/db/database.ts";
import type { Authorized } from "../apps/games/src/sports/betting/place-bet.ts";
import type { FakePlayer, FakeWallet } from "../apps/games/src/test/fake-wallet.ts";
import type { PlannedBet } from "./virtual-bets.ts";

/*
 * The open bets of the virtual settlement bench beyond the few placed through the real placement,
 * written in bulk: each row is a copy of the row placement wrote for a placed bet of the same kind
 * (single, double, treble), with only what differs between two bets changed (ids, player, session,
 * legs, stake, the bet call's token and amount). Row by row, 100,000 bets would take minutes.
 */

type Row = Record<string, unknown>;

const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** What placement wrote for these bets: the bet, its legs and its bet call. */
export async function placedRows(db: GamesDatabase, betId: string) {
  const [bet] = rowsOf(await db.execute(sql`select * from sports_bets where id = ${betId}`));
  const legs = rowsOf(
    await db.execute(sql`select * from sports_bet_legs where bet_id = ${betId} order by leg`),
  );
  const [call] = rowsOf(
    await db.execute(sql`select * from wallet_calls where transaction_id = ${`${betId}-bet`}`),
  );
  if (!bet || legs.length === 0 || !call) throw new Error(`placed bet ${betId} has no rows`);
  if (bet.state !== "open" || call.status !== "acknowledged")
    throw new Error(`placed bet ${betId} is ${bet.state}, its bet call ${call.status}`);
  return { bet, legs, call };
}

export type PlacedRows = Awaited<ReturnType<typeof placedRows>>;

/** One statement per table and chunk: the rows as one JSON parameter, however many. */
async function insertRows(db: GamesDatabase, table: string, rows: Row[]): Promise<void> {
  await db.execute(
    sql`insert into ${sql.identifier(table)} select * from jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb)`,
  );
}

const CHUNK = 5_000;

/**
 * Writes `bets` as open bets of these players (bet i: player i mod n), each a copy of the placed
 * template of its number of legs. The wallet is told it took each stake, as it would have.
 */
export async function writeOpenBets(
  db: GamesDatabase,
  wallet: FakeWallet,
  options: {
    bets: readonly PlannedBet[];
    players: readonly { authorized: Authorized; wallet: FakePlayer }[];
    templates: ReadonlyMap<number, PlacedRows>;
  },
): Promise<string[]> {
  const ids: string[] = [];
  for (let from = 0; from < options.bets.length; from += CHUNK) {
    const bets: Row[] = [];
    const legs: Row[] = [];
    const calls: Row[] = [];
    options.bets.slice(from, from + CHUNK).forEach((planned, offset) => {
      const i = from + offset;
      const template = options.templates.get(planned.legs.length);
      if (!template) throw new Error(`no placed ${planned.legs.length}-leg bet to copy`);
      const player = options.players[i % options.players.length]!;
      const { session, token } = player.authorized;
      const id = randomUUID();
      const shape = planned.legs.length === 1 ? single() : accumulator(planned.legs.length);
      bets.push({
        ...template.bet,
        id,
        request_id: `bench-${i}`,
        player_id: session.playerId,
        session_id: session.id,
        sizes: [...shape.sizes],
        bankers: [...shape.bankers],
        placed_unit_stake: planned.unitStake,
        unit_stake: planned.unitStake,
        total_stake: planned.unitStake,
      });
      planned.legs.forEach((offer, leg) => {
        legs.push({
          ...template.legs[leg],
          bet_id: id,
          leg,
          event_id: offer.eventId,
          market_id: offer.marketId,
          specifiers: offer.specifiers,
          outcome_id: offer.outcomeId,
          asked_price_milli: offer.priceMilli,
          accepted_price_milli: offer.priceMilli,
        });
      });
      const request = template.call.request as Row;
      const transactionId = `${id}-bet`;
      calls.push({
        ...template.call,
        transaction_id: transactionId,
        round_id: id,
        request: {
          ...request,
          token,
          transaction_id: transactionId,
          round_id: id,
          amount: typeof request.amount === "string" ? String(planned.unitStake) : planned.unitStake,
        },
        answer: {
          ...(template.call.answer as Row),
          transaction_id: transactionId,
          user_id: player.wallet.userId,
        },
      });
      player.wallet.balance -= planned.unitStake;
      wallet.applied.set(transactionId, { kind: "bet", body: "", answer: {} });
      ids.push(id);
    });
    await db.transaction(async (tx) => {
      await insertRows(tx, "sports_bets", bets);
      await insertRows(tx, "sports_bet_legs", legs);
      await insertRows(tx, "wallet_calls", calls);
    });
  }
  return ids;
}
