import { and, eq, lt, sql } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { sportsJackpotTickets, walletCalls } from "../db/schema.ts";
import type { ProductRounds } from "../play/settlement.ts";
import { SPORTS_GAME_NAME, SPORTS_GAME_SLUG } from "../sports/betting/sports-wallet.ts";
import {
  type BetRequest,
  betRequest,
  rollbackRequest,
  transactionId,
  type WalletCall,
  winRequest,
} from "../wallet/wallet-calls.ts";
import type { WalletOutcome } from "../wallet/wallet-client.ts";
import type { JackpotDeps } from "./jackpot-deps.ts";

/*
 * A ticket's calls in the aggregator's one outbox (wallet_calls, product `sports_jackpot`). A
 * ticket is one sportsbook round at the platform (game `sports`, the same session and token as a
 * bet): its bet call `<ticket>-bet`, then one closing win `<ticket>-win` (0 for a ticket that won
 * nothing), queued in the settlement's transaction and sent after its commit; the reconciliation
 * job delivers whatever is left. A ticket never confirmed is rolled back (`<ticket>-rollback`).
 */

export type TicketRow = typeof sportsJackpotTickets.$inferSelect;

const due = (now: Date, leaseMs: number) => ({
  status: "pending" as const,
  nextAttemptAt: new Date(now.getTime() + leaseMs),
  createdAt: now,
  updatedAt: now,
});

export function ticketBetCallRow(
  ticket: Pick<TicketRow, "id" | "operatorId" | "stake" | "currency">,
  token: string,
  now: Date,
  leaseMs: number,
): typeof walletCalls.$inferInsert {
  return {
    transactionId: transactionId(ticket.id, "bet"),
    roundId: ticket.id,
    product: "sports_jackpot",
    operatorId: ticket.operatorId,
    kind: "bet",
    request: betRequest(
      { id: ticket.id, gameSlug: SPORTS_GAME_SLUG, bet: BigInt(ticket.stake), currency: ticket.currency },
      token,
      SPORTS_GAME_NAME,
    ),
    ...due(now, leaseMs),
  };
}

async function betCallRequest(tx: GamesDatabase, ticketId: string): Promise<BetRequest> {
  const [row] = await tx
    .select({ request: walletCalls.request })
    .from(walletCalls)
    .where(eq(walletCalls.transactionId, transactionId(ticketId, "bet")));
  if (!row) throw new Error(`jackpot ticket ${ticketId} has no bet call`);
  return row.request as unknown as BetRequest;
}

/**
 * A batch of tickets' closing wins in one multi-row insert (settlement's batches): each from its
 * ticket's bet call, so the win carries the bet's token and reference. Queued once: the id is the
 * outbox's key, so a batch run again after a crash adds nothing.
 */
export async function queueTicketWins(
  tx: GamesDatabase,
  tickets: readonly { id: string; operatorId: string; payout: number }[],
  now: Date,
  leaseMs: number,
): Promise<string[]> {
  if (tickets.length === 0) return [];
  // Ids and rows as one JSON parameter each (as the sportsbook's settle-batch.ts): a thousand rows
  // bound one by one cost more than the statements themselves.
  const betIds = JSON.stringify(tickets.map((ticket) => transactionId(ticket.id, "bet")));
  const bets = await tx
    .select({ transactionId: walletCalls.transactionId, request: walletCalls.request })
    .from(walletCalls)
    .where(sql`${walletCalls.transactionId} in (select jsonb_array_elements_text(${betIds}::jsonb))`);
  const betOf = new Map(bets.map((bet) => [bet.transactionId, bet.request as unknown as BetRequest]));
  const rows = tickets.map((ticket) => {
    const bet = betOf.get(transactionId(ticket.id, "bet"));
    if (!bet) throw new Error(`jackpot ticket ${ticket.id} has no bet call`);
    const request = winRequest(bet, BigInt(ticket.payout));
    return { id: request.transaction_id, round_id: ticket.id, operator_id: ticket.operatorId, request };
  });
  const { nextAttemptAt, createdAt } = due(now, leaseMs);
  await tx.execute(sql`
    insert into ${walletCalls} (transaction_id, round_id, product, operator_id, kind, request, status,
      next_attempt_at, created_at, updated_at)
    select v.id, v.round_id, 'sports_jackpot', v.operator_id, 'win', v.request, 'pending',
      ${nextAttemptAt.toISOString()}::timestamptz, ${createdAt.toISOString()}::timestamptz,
      ${createdAt.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v(id text, round_id uuid, operator_id text, request jsonb)
    on conflict do nothing`);
  return rows.map((row) => row.id);
}

/** A ticket never confirmed: its bet call abandoned and its rollback queued. */
export async function queueTicketRollback(
  tx: GamesDatabase,
  ticket: Pick<TicketRow, "id" | "operatorId">,
  now: Date,
  leaseMs: number,
): Promise<string> {
  await tx
    .update(walletCalls)
    .set({ status: "abandoned", lastError: "bet not confirmed", updatedAt: now })
    .where(
      and(eq(walletCalls.transactionId, transactionId(ticket.id, "bet")), eq(walletCalls.status, "pending")),
    );
  const request = rollbackRequest(await betCallRequest(tx, ticket.id));
  await tx
    .insert(walletCalls)
    .values({
      transactionId: request.transaction_id,
      roundId: ticket.id,
      product: "sports_jackpot",
      operatorId: ticket.operatorId,
      kind: "rollback",
      request,
      ...due(now, leaseMs),
    })
    .onConflictDoNothing();
  return request.transaction_id;
}

/** Tickets left `placing` past `olderThanMs` (their node died before the wallet answered): rolled back. */
export async function abandonStaleTickets(deps: JackpotDeps, olderThanMs: number): Promise<number> {
  const now = deps.clock();
  const stale = await deps.db
    .select()
    .from(sportsJackpotTickets)
    .where(
      and(
        eq(sportsJackpotTickets.state, "placing"),
        lt(sportsJackpotTickets.placedAt, new Date(now.getTime() - olderThanMs)),
      ),
    )
    .limit(200);
  const rollbacks: string[] = [];
  for (const ticket of stale) {
    const rollback = await deps.db.transaction(async (tx) => {
      const [given] = await tx
        .update(sportsJackpotTickets)
        .set({ state: "rolled_back", refusal: "unconfirmed" })
        .where(and(eq(sportsJackpotTickets.id, ticket.id), eq(sportsJackpotTickets.state, "placing")))
        .returning();
      return given ? queueTicketRollback(tx, given, now, deps.leaseMs) : null;
    });
    if (rollback) rollbacks.push(rollback);
  }
  deps.deliveries.send(rollbacks);
  return rollbacks.length;
}

/**
 * The jackpot's side of the shared outbox (play/settlement.ts's ProductRounds): a ticket's closing
 * win acknowledged settles it (settling → settled) and keeps the wallet's balance. A win refused
 * for good stays parked (`failed`) with the ticket `settling`, for an operator.
 */
export class JackpotLedger implements ProductRounds {
  async concluded(
    tx: GamesDatabase,
    call: WalletCall,
    verdict: "done" | "failed",
    outcome: WalletOutcome,
    now: Date,
  ): Promise<void> {
    if (verdict !== "done" || call.kind !== "win") return;
    await tx
      .update(sportsJackpotTickets)
      .set({
        state: "settled",
        settledAt: now,
        ...(outcome.kind === "ok" ? { balance: outcome.answer.balance } : {}),
      })
      .where(and(eq(sportsJackpotTickets.id, call.roundId), eq(sportsJackpotTickets.state, "settling")));
  }
}
