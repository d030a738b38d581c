import type { WalletRollbackRequest } from "@platform/contracts";
import { and, eq } from "drizzle-orm";
import { gameRounds, gameTransactions } from "../db/schema.ts";
import type { Site } from "../sites/site-repository.ts";
import { siteCurrency } from "../wallet/amounts.ts";
import type { Posting } from "../wallet/ledger.ts";
import { BalanceLimitError } from "../wallet/ledger-errors.ts";
import {
  type CallRow,
  findCall,
  findRound,
  lockBalances,
  lockTransactionId,
  requestHash,
  roundStatus,
  type Tx,
} from "./game-store.ts";
import type { Split } from "./stake-split.ts";
import { WalletFailure } from "./wallet-failure.ts";
import { settlingPlayer } from "./wallet-players.ts";
import {
  balanceReply,
  failureReply,
  replay,
  stored,
  successReply,
  type WalletDeps,
  type WalletReply,
} from "./wallet-replies.ts";
import { reverseWin } from "./wallet-win-reversal.ts";
import { balanceLimitFailure } from "./win-limits.ts";

const NOTHING: Split = { cash: 0n, promo: 0n };

/**
 * Reverses one bet, exactly once: back to cash and promo credit exactly what it took. A bet never
 * received is marked rolled back (it is refused when it comes); a bet refused or already reversed
 * moves nothing. Both answer success, as Hub88 asks, so the aggregator can close its round. A bet
 * whose round already has a win (a zero win included) is not reversed: a lost stake is not given
 * back. A payout is taken back only by a rollback naming the win that closed its round (a
 * corrected result: wallet-win-reversal.ts). The token's expiry is not checked.
 */
export async function rollBack(
  deps: WalletDeps,
  site: Site,
  body: WalletRollbackRequest,
): Promise<WalletReply> {
  const hash = requestHash("rollback", body);
  return deps.db.transaction(async (tx) => {
    await lockTransactionId(tx, site.id, body.transaction_id);
    const existing = await findCall(tx, site.id, body.transaction_id);
    if (existing) return replay(existing, "rollback", hash, body.request_id);
    if (body.reference_transaction_id === body.transaction_id) {
      throw new WalletFailure("RS_ERROR_WRONG_TYPES", "A rollback cannot reference itself.");
    }
    // The bet's id too: a bet arriving now waits for this rollback, and then finds it.
    await lockTransactionId(tx, site.id, body.reference_transaction_id);
    const bet = await findCall(tx, site.id, body.reference_transaction_id, true);
    // The win that closed the round: a resettlement (wallet-win-reversal.ts).
    if (bet?.kind === "win") return reverseWin(deps, tx, site, body, hash, bet);
    const userId = await settlingPlayer(tx, deps.tokens, site, body.token, bet);
    const now = deps.clock();
    const record = async (
      reply: WalletReply,
      status: "applied" | "refused",
      moved = NOTHING,
      ledgerTransactionId: number | null = null,
    ) => {
      await tx.insert(gameTransactions).values({
        siteId: site.id,
        transactionId: body.transaction_id,
        kind: "rollback",
        roundId: body.round_id,
        game: body.game,
        userId,
        currency: siteCurrency(site).code,
        amount: moved.cash + moved.promo,
        cashAmount: moved.cash,
        promoAmount: moved.promo,
        referenceTransactionId: body.reference_transaction_id,
        requestHash: hash,
        answer: stored(reply),
        ledgerTransactionId,
        status,
        createdAt: now,
        updatedAt: now,
      });
      return reply;
    };
    const done = (moved: Split) =>
      successReply(tx, site, userId, body.request_id, { transactionId: body.transaction_id, split: moved });

    if (!bet) {
      await tx.insert(gameTransactions).values({
        siteId: site.id,
        transactionId: body.reference_transaction_id,
        kind: "bet",
        roundId: body.round_id,
        game: body.game,
        userId,
        currency: siteCurrency(site).code,
        status: "blocked",
        createdAt: now,
        updatedAt: now,
      });
      return record(await done(NOTHING), "applied");
    }
    if (bet.kind !== "bet" || bet.userId !== userId || bet.roundId !== body.round_id) {
      throw new WalletFailure(
        "RS_ERROR_TRANSACTION_DOES_NOT_EXIST",
        "No bet of this player and round has this transaction id: only a bet, or the win that closed its round, can be rolled back.",
      );
    }
    if (bet.status !== "applied") return record(await done(NOTHING), "applied");

    // The player's balances, then the round (018's lock order, as bet and win take them).
    const balances = await lockBalances(tx, deps.ledger, site.id, userId, bet.currency);
    const round = await findRound(tx, site.id, bet.roundId, true);
    if (!round) throw new Error(`round ${bet.roundId} of applied bet ${bet.transactionId} missing`);
    if (round.wins > 0) {
      const refusal = new WalletFailure(
        "RS_ERROR_ROUND_SETTLED",
        "This bet's round already has a win: the bet can no longer be rolled back.",
      );
      return record(failureReply(refusal), "refused");
    }
    let ledgerTransactionId: number | null;
    try {
      // A savepoint: a stake that no longer fits the player's balance is refused, and kept.
      ledgerTransactionId = await tx.transaction((savepoint) => reverse(deps, savepoint, site, bet, body));
    } catch (error) {
      if (!(error instanceof BalanceLimitError)) throw error;
      return record(failureReply(balanceLimitFailure()), "refused");
    }
    await tx
      .update(gameTransactions)
      .set({ status: "rolled_back", updatedAt: now })
      .where(and(eq(gameTransactions.id, bet.id), eq(gameTransactions.status, "applied")));
    const totals = { refunded: round.refunded + bet.amount, rolledBack: round.rolledBack + 1 };
    const status = roundStatus({ ...round, ...totals });
    await tx
      .update(gameRounds)
      .set({ ...totals, status, settledAt: status === "cancelled" ? now : round.settledAt, updatedAt: now })
      .where(eq(gameRounds.id, round.id));
    const moved = { cash: bet.cashAmount, promo: bet.promoAmount };
    const after = { cash: balances.cash + moved.cash, promo: balances.promo + moved.promo };
    const reply = balanceReply(site, userId, body.request_id, after, {
      transactionId: body.transaction_id,
      split: moved,
    });
    return record(reply, "applied", moved, ledgerTransactionId);
  });
}

/** The bet's postings, the other way round; nothing for a bet of nothing. */
async function reverse(
  deps: WalletDeps,
  tx: Tx,
  site: Site,
  bet: CallRow,
  body: WalletRollbackRequest,
): Promise<number | null> {
  const amount = bet.cashAmount + bet.promoAmount;
  if (amount === 0n) return null;
  const postings: Posting[] = [{ account: { kind: "house" }, amount: -amount }];
  if (bet.cashAmount > 0n) {
    postings.push({ account: { kind: "player_cash", userId: bet.userId }, amount: bet.cashAmount });
  }
  if (bet.promoAmount > 0n) {
    postings.push({ account: { kind: "player_promo", userId: bet.userId }, amount: bet.promoAmount });
  }
  const transfer = await deps.ledger.transfer(tx, {
    siteId: site.id,
    currency: bet.currency,
    idempotencyKey: `game:${site.siteCode}:${body.transaction_id}`,
    kind: "rollback",
    userId: bet.userId,
    reference: {
      round: bet.roundId,
      game: bet.game,
      transaction: body.transaction_id,
      bet: bet.transactionId,
    },
    postings,
  });
  return transfer.transactionId;
}
