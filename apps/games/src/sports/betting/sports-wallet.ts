import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { GamesDatabase } from "../../db/database.ts";
import { sportsBets, walletCalls } from "../../db/schema.ts";
import { GamesError } from "../../http/http-error.ts";
import type { ProductRounds } from "../../play/settlement.ts";
import type { Answered, BatchRounds } from "../../wallet/batch-delivery.ts";
import type { WalletCall } from "../../wallet/wallet-calls.ts";
import { type BetRequest, betRequest, rollbackRequest, transactionId } from "../../wallet/wallet-calls.ts";
import type { WalletOutcome } from "../../wallet/wallet-client.ts";

/*
 * A sports bet's calls in the aggregator's one outbox (wallet_calls, product `sports`), each written
 * in the transaction that decides it and sent after the commit (the reconciliation job delivers
 * what is left). A bet is one round at the platform: its bet call (`<bet>-bet`), then one win per
 * payout, numbered (`<bet>-win-<n>`): partial cash-outs leave the round open, the settlement or a
 * full cash-out closes it.
 *
 * A resettlement (a corrected result, docs/decisions/046-sports-betting.md §Settlement) reverses
 * the settlement's win (`<bet>-win-<n>-rollback`: the platform takes it back and reopens the round)
 * and pays the new result with win n + 1. The three go strictly in this order, each queued only
 * once the one before it was answered: the reversal once win n was (a reversal arriving first
 * would leave win n to be refused, or, worse, paid after it), and win n + 1 once the reversal was
 * applied (the platform refuses a win on the still closed round). A reversal the platform refuses
 * (RS_ERROR_NOT_ENOUGH_MONEY: the player no longer holds the win) is parked as `failed`, and the
 * new win waits behind it until an operator sends it again (`npm run games-operator -- sports
 * retry <transaction>`): the player is never paid twice. Since a settled bet may be resettled
 * days later, its calls keep the launch token (ProductRounds.keepsToken): the platform settles
 * with an expired token.
 */

export const SPORTS_GAME_SLUG = "sports";
export const SPORTS_GAME_NAME = "Sportsbook";

export const winTransactionId = (betId: string, n: number) => `${betId}-win-${n}`;
export const reversalTransactionId = (winId: string) => `${winId}-rollback`;
const isReversal = (call: Pick<WalletCall, "kind" | "transactionId">) =>
  call.kind === "rollback" && /-win-\d+-rollback$/.test(call.transactionId);
/** A win that closes the round (a settlement or a full cash-out). */
const isClosingWin = (call: Pick<WalletCall, "kind" | "request">) =>
  call.kind === "win" && call.request.round_closed === true;
const winNumber = (call: Pick<WalletCall, "transactionId">) =>
  Number(/-win-(\d+)$/.exec(call.transactionId)?.[1] ?? Number.NaN);

export function sportsBetCallRow(
  bet: { id: string; operatorId: string; totalStake: number; currency: string },
  token: string,
  now: Date,
  leaseMs: number,
): typeof walletCalls.$inferInsert {
  return {
    transactionId: transactionId(bet.id, "bet"),
    roundId: bet.id,
    product: "sports",
    operatorId: bet.operatorId,
    kind: "bet",
    request: betRequest(
      { id: bet.id, gameSlug: SPORTS_GAME_SLUG, bet: BigInt(bet.totalStake), currency: bet.currency },
      token,
      SPORTS_GAME_NAME,
    ),
    status: "pending",
    nextAttemptAt: new Date(now.getTime() + leaseMs),
    createdAt: now,
    updatedAt: now,
  };
}

async function betCallRequest(tx: GamesDatabase, betId: string): Promise<BetRequest> {
  const [row] = await tx
    .select({ request: walletCalls.request })
    .from(walletCalls)
    .where(eq(walletCalls.transactionId, transactionId(betId, "bet")));
  if (!row) throw new Error(`sports bet ${betId} has no bet call`);
  return row.request as unknown as BetRequest;
}

const due = (now: Date, leaseMs: number) => ({
  status: "pending" as const,
  nextAttemptAt: new Date(now.getTime() + leaseMs),
  createdAt: now,
  updatedAt: now,
});

/** The bet's n-th win (a payout); `closes` for the settlement or a full cash-out. Answers its id. */
export async function queueWin(
  tx: GamesDatabase,
  bet: { id: string; operatorId: string },
  n: number,
  amount: number,
  closes: boolean,
  now: Date,
  leaseMs: number,
): Promise<string> {
  // Never ahead of a reversal: the platform's round is closed until it is applied. The settlement
  // asks first and waits; a cash-out racing a correction is refused (its transaction undone).
  if (await reversalOutstanding(tx, bet.id)) {
    throw new GamesError(
      409,
      "RS_ERROR_NO_CASH_OUT",
      "This bet's settlement is being corrected: it pays nothing more until that is done.",
    );
  }
  const row = winCallRow(bet, await betCallRequest(tx, bet.id), n, amount, closes);
  await tx
    .insert(walletCalls)
    .values({ ...row, ...due(now, leaseMs) })
    .onConflictDoNothing();
  return row.transactionId;
}

/**
 * The bet's n-th win as the outbox keeps it, from its bet call's request (whose token, round and
 * currency it carries): the one shape of every sports win, queued alone (queueWin) or a settlement
 * chunk's at once (settle-batch.ts).
 */
export function winCallRow(
  bet: { id: string; operatorId: string },
  request: BetRequest,
  n: number,
  amount: number,
  closes: boolean,
) {
  const id = winTransactionId(bet.id, n);
  return {
    transactionId: id,
    roundId: bet.id,
    product: "sports" as const,
    operatorId: bet.operatorId,
    kind: "win" as const,
    request: {
      token: request.token,
      transaction_id: id,
      round_id: request.round_id,
      game: request.game,
      amount,
      currency: request.currency,
      reference_transaction_id: request.transaction_id,
      round_closed: closes,
    },
  };
}

/** Takes back the win `winId` (a settlement a corrected result replaces). Answers its id. */
export async function queueWinReversal(
  tx: GamesDatabase,
  bet: { id: string; operatorId: string },
  winId: string,
  now: Date,
  leaseMs: number,
): Promise<string> {
  const request = await betCallRequest(tx, bet.id);
  const id = reversalTransactionId(winId);
  await tx
    .insert(walletCalls)
    .values({
      transactionId: id,
      roundId: bet.id,
      product: "sports",
      operatorId: bet.operatorId,
      kind: "rollback",
      request: {
        token: request.token,
        transaction_id: id,
        round_id: request.round_id,
        game: request.game,
        reference_transaction_id: winId,
      },
      ...due(now, leaseMs),
    })
    .onConflictDoNothing();
  return id;
}

async function sportsCalls(tx: GamesDatabase, betId: string) {
  return tx
    .select({
      transactionId: walletCalls.transactionId,
      kind: walletCalls.kind,
      status: walletCalls.status,
      request: walletCalls.request,
    })
    .from(walletCalls)
    .where(and(eq(walletCalls.roundId, betId), eq(walletCalls.product, "sports")));
}

/**
 * Whether a settlement win the bet no longer stands on is not yet taken back: a closing win of the
 * bet without an applied reversal. Asked while the bet is reopened or resulted again, when every
 * closing win in the outbox is a superseded one; the next win waits while this holds.
 */
export async function reversalOutstanding(tx: GamesDatabase, betId: string): Promise<boolean> {
  return closingWinStands(await sportsCalls(tx, betId));
}

/** Of one bet's wins and rollbacks: a closing win stands that no acknowledged reversal took back. */
export function closingWinStands(
  calls: readonly Pick<WalletCall, "kind" | "transactionId" | "status" | "request">[],
): boolean {
  const reversed = new Set(
    calls
      .filter((call) => isReversal(call) && call.status === "acknowledged")
      .map((call) => call.request.reference_transaction_id),
  );
  return calls.some((call) => isClosingWin(call) && !reversed.has(call.transactionId));
}

/**
 * The reversal of the bet's settlement win `n`, queued if that win was answered (acknowledged or
 * refused for good); while it is still on its way the reversal waits for its answer
 * (SportsLedger). Nothing when win n was never queued (it waited behind an earlier reversal and
 * was superseded before it left). Answers the queued id, or null.
 */
export async function reverseSettlement(
  tx: GamesDatabase,
  bet: { id: string; operatorId: string },
  n: number,
  now: Date,
  leaseMs: number,
): Promise<string | null> {
  const winId = winTransactionId(bet.id, n);
  const [win] = await tx
    .select({ status: walletCalls.status, request: walletCalls.request })
    .from(walletCalls)
    .where(eq(walletCalls.transactionId, winId));
  if (!win || win.status === "pending" || win.request.round_closed !== true) return null;
  return queueWinReversal(tx, bet, winId, now, leaseMs);
}

/** A bet never confirmed: its bet call abandoned and its rollback queued. */
export async function queueBetRollback(
  tx: GamesDatabase,
  bet: { id: string; operatorId: string },
  now: Date,
  leaseMs: number,
): Promise<string> {
  await tx
    .update(walletCalls)
    .set({ status: "abandoned", lastError: "bet not confirmed", updatedAt: now })
    .where(
      and(eq(walletCalls.transactionId, transactionId(bet.id, "bet")), eq(walletCalls.status, "pending")),
    );
  const request = await betCallRequest(tx, bet.id);
  const id = transactionId(bet.id, "rollback");
  await tx
    .insert(walletCalls)
    .values({
      transactionId: id,
      roundId: bet.id,
      product: "sports",
      operatorId: bet.operatorId,
      kind: "rollback",
      request: rollbackRequest(request),
      ...due(now, leaseMs),
    })
    .onConflictDoNothing();
  return id;
}

/**
 * The sportsbook's side of the shared outbox (play/settlement.ts's ProductRounds): a settlement's
 * win acknowledged settles its bet (resulted → settled) and keeps the wallet's balance; a full
 * cash-out's win stamps it settled. A resettlement's calls follow one another from here: a
 * superseded settlement win answered queues its reversal; a reversal applied queues the new
 * settlement's win; a reversal refused stays parked (`failed`) and holds the new win back.
 */
export class SportsLedger implements ProductRounds, BatchRounds {
  /** A sports round may be resettled after it closed: its calls keep the launch token. */
  readonly keepsToken = true;
  #send: ((transactionIds: string[]) => void) | undefined;
  /** What a conclusion queued, sent once its transaction committed. */
  readonly #queued = new Map<string, string[]>();

  /** Sends what a conclusion queues at once (otherwise the reconciliation job's sweep does). */
  sendWith(deliveries: { send(transactionIds: string[]): void }): void {
    this.#send = (ids) => deliveries.send(ids);
  }

  async concluded(
    tx: GamesDatabase,
    call: WalletCall,
    verdict: "done" | "failed",
    outcome: WalletOutcome,
    now: Date,
  ): Promise<void> {
    this.#queued.delete(call.transactionId);
    // The bet's row, locked: a reopening or a settlement of the bet waits for this conclusion, or
    // this one for it, so each sees what the other decided (and nothing is queued twice or never).
    const [bet] = await tx.select().from(sportsBets).where(eq(sportsBets.id, call.roundId)).for("update");
    if (!bet) return;
    if (isReversal(call)) {
      if (outcome.kind !== "ok") {
        // Refused (the player no longer holds the win), or a win the platform does not know as the
        // round's closing one: parked for an operator, never counted as done.
        await tx
          .update(walletCalls)
          .set({
            status: "failed",
            lastError: outcome.kind === "refused" ? outcome.code : outcome.reason,
            updatedAt: now,
          })
          .where(eq(walletCalls.transactionId, call.transactionId));
        return;
      }
      // Applied: the round is open again, and the new settlement's win may follow.
      if (bet.state === "resulted" && bet.payout !== null && !(await reversalOutstanding(tx, bet.id))) {
        const win = await queueWin(tx, bet, bet.wins, bet.payout, true, now, 0);
        this.#queued.set(call.transactionId, [win]);
      }
      return;
    }
    if (isClosingWin(call) && superseded(bet, winNumber(call))) {
      // The win of a settlement a correction has replaced: now that it was answered, its reversal.
      const reversal = await queueWinReversal(tx, bet, call.transactionId, now, 0);
      this.#queued.set(call.transactionId, [reversal]);
      return;
    }
    if (verdict !== "done" || call.kind !== "win" || !call.request.round_closed) return;
    const balance = outcome.kind === "ok" ? { balance: outcome.answer.balance } : {};
    // Only the bet's latest win settles it.
    if (call.transactionId !== winTransactionId(bet.id, bet.wins)) return;
    await tx
      .update(sportsBets)
      .set({
        ...balance,
        settledAt: now,
        ...(bet.state === "resulted" ? { state: "settled" as const, version: bet.version + 1 } : {}),
      })
      .where(
        and(
          eq(sportsBets.id, bet.id),
          eq(sportsBets.version, bet.version),
          inArray(sportsBets.state, ["resulted", "cashed_out"]),
        ),
      );
  }

  /**
   * Many calls acknowledged in one transaction (wallet/batch-delivery.ts): their bets locked in one
   * statement, and the plain case (a bet's latest closing win: the bet settled) written for all of
   * them in one more; anything else (a reversal, a superseded win, a partial cash-out's win) as
   * concluded() records it, in the same transaction.
   */
  async concludedMany(tx: GamesDatabase, acknowledged: readonly Answered[], now: Date): Promise<void> {
    if (acknowledged.length === 0) return;
    const ids = [...new Set(acknowledged.map(({ call }) => call.roundId))].sort();
    // In one order, as every batch takes them: two batches never wait on each other's locks.
    const bets = await tx
      .select({
        id: sportsBets.id,
        state: sportsBets.state,
        version: sportsBets.version,
        wins: sportsBets.wins,
      })
      .from(sportsBets)
      .where(inArray(sportsBets.id, ids))
      .orderBy(asc(sportsBets.id))
      .for("update");
    const byId = new Map(bets.map((bet) => [bet.id, bet]));
    const settling: { id: string; version: number; balance: number | null; settles: boolean }[] = [];
    const plain = new Set<string>();
    for (const { call, outcome } of acknowledged) {
      this.#queued.delete(call.transactionId);
      const bet = byId.get(call.roundId);
      if (!bet) continue;
      const latestClosingWin =
        isClosingWin(call) &&
        call.transactionId === winTransactionId(bet.id, bet.wins) &&
        (bet.state === "resulted" || bet.state === "cashed_out") &&
        !plain.has(bet.id);
      if (!latestClosingWin) {
        await this.concluded(tx, call, "done", outcome, now);
        continue;
      }
      plain.add(bet.id);
      settling.push({
        id: bet.id,
        version: bet.version,
        balance: outcome.kind === "ok" ? outcome.answer.balance : null,
        settles: bet.state === "resulted",
      });
    }
    if (settling.length === 0) return;
    await tx.execute(sql`
      update sports_bets set balance = coalesce(v.balance, sports_bets.balance),
        settled_at = ${now.toISOString()}::timestamptz,
        state = case when v.settles then 'settled' else sports_bets.state end,
        version = sports_bets.version + case when v.settles then 1 else 0 end
      from jsonb_to_recordset(${JSON.stringify(settling)}::jsonb)
        as v(id uuid, version integer, balance bigint, settles boolean)
      where sports_bets.id = v.id and sports_bets.version = v.version
        and sports_bets.state in ('resulted', 'cashed_out')`);
  }

  afterConcluded(call: WalletCall): void {
    const queued = this.#queued.get(call.transactionId);
    this.#queued.delete(call.transactionId);
    if (queued && this.#send) this.#send(queued);
  }
}

/** The bet no longer stands on its win `n`: reopened since, or settled again with a later win. */
function superseded(bet: { state: string; wins: number }, n: number): boolean {
  return bet.wins > n || (bet.wins === n && bet.state === "open");
}
