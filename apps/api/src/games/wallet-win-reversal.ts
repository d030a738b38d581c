import type { WalletRollbackRequest } from "@platform/contracts";
import { and, desc, eq } from "drizzle-orm";
import { gameRounds, gameTransactions } from "../db/schema.ts";
import type { Site } from "../sites/site-repository.ts";
import { siteCurrency } from "../wallet/amounts.ts";
import type { Posting } from "../wallet/ledger.ts";
import { InsufficientFundsError } from "../wallet/ledger-errors.ts";
import { type CallRow, findCall, findRound, lockBalances, type RoundRow, type Tx } from "./game-store.ts";
import type { Split } from "./stake-split.ts";
import { WalletFailure } from "./wallet-failure.ts";
import { settlingPlayer } from "./wallet-players.ts";
import {
  balanceReply,
  failureReply,
  stored,
  successReply,
  type WalletDeps,
  type WalletReply,
} from "./wallet-replies.ts";

const NOTHING: Split = { cash: 0n, promo: 0n };

/*
 * The reversal of a round's closing win: how an aggregator resettles a bet whose result the feed
 * corrected (Hub88's rollback of a win; docs/decisions/046-sports-betting.md §Settlement). The win
 * that closed the round is taken back, exactly once, from the balances it credited, and the round
 * reopens: its next win (the corrected settlement) is paid as any win. The round keeps its count
 * of wins, so it still takes no more bets, its bets can still not be rolled back, and what its
 * first win set off (the jackpots' count of its stakes, decision 042) is not done twice.
 *
 * The player's balance may no longer hold the win (spent, withdrawn, or the promo credit wagered
 * into cash). Balances never go negative and a win's cash is never taken from promo credit or the
 * other way: the reversal is then RS_ERROR_NOT_ENOUGH_MONEY, moves nothing and is not kept (the
 * balance may change: the aggregator's operator retries the same transaction id, which is judged
 * again). Until it is applied the round stays closed, so the corrected settlement cannot be paid
 * before the first one is taken back: the player is never paid twice.
 */

const onlyClosingWin = () =>
  new WalletFailure(
    "RS_ERROR_TRANSACTION_DOES_NOT_EXIST",
    "Only a bet, or the win that closed its round, can be rolled back.",
  );

/**
 * Reverses `win` (locked by the caller, as is the rollback's transaction id). Every refusal comes
 * before anything is written, except a ledger refusal raced past the locked balances, which the
 * savepoint takes back whole.
 */
export async function reverseWin(
  deps: WalletDeps,
  tx: Tx,
  site: Site,
  body: WalletRollbackRequest,
  hash: string,
  win: CallRow,
): Promise<WalletReply> {
  // The win's bet, only read: its player and token hash name the player once the token's key changed.
  const bet = win.referenceTransactionId
    ? await findCall(tx, site.id, win.referenceTransactionId)
    : undefined;
  const userId = await settlingPlayer(tx, deps.tokens, site, body.token, bet);
  if (win.userId !== userId || win.roundId !== body.round_id) {
    throw new WalletFailure(
      "RS_ERROR_TRANSACTION_DOES_NOT_EXIST",
      "No win of this player and round has this transaction id.",
    );
  }
  const now = deps.clock();
  const record = async (reply: WalletReply, moved: Split, ledgerTransactionId: number | null) => {
    await tx.insert(gameTransactions).values({
      siteId: site.id,
      transactionId: body.transaction_id,
      kind: "rollback",
      roundId: body.round_id,
      game: body.game,
      userId,
      currency: win.currency,
      amount: moved.cash + moved.promo,
      cashAmount: moved.cash,
      promoAmount: moved.promo,
      referenceTransactionId: win.transactionId,
      requestHash: hash,
      answer: stored(reply),
      ledgerTransactionId,
      status: "applied",
      createdAt: now,
      updatedAt: now,
    });
    return reply;
  };
  // A win refused, or reversed already (under another transaction id): nothing to take back.
  if (win.status !== "applied") {
    const reply = await successReply(tx, site, userId, body.request_id, {
      transactionId: body.transaction_id,
      split: NOTHING,
    });
    return record(reply, NOTHING, null);
  }

  // The player's balances, then the round (018's lock order, as bet and win take them).
  const balances = await lockBalances(tx, deps.ledger, site.id, userId, win.currency);
  const round = await findRound(tx, site.id, win.roundId, true);
  if (!round) throw new Error(`round ${win.roundId} of applied win ${win.transactionId} missing`);
  if (!(await closedRound(tx, round, win))) throw onlyClosingWin();

  const moved = { cash: win.cashAmount, promo: win.promoAmount };
  if (balances.cash < moved.cash || balances.promo < moved.promo) {
    return failureReply(notEnough(site, balances));
  }
  let ledgerTransactionId: number | null;
  try {
    ledgerTransactionId = await tx.transaction((savepoint) => takeBack(deps, savepoint, site, win, body));
  } catch (error) {
    if (!(error instanceof InsufficientFundsError)) throw error;
    return failureReply(notEnough(site, balances));
  }
  await tx
    .update(gameTransactions)
    .set({ status: "rolled_back", updatedAt: now })
    .where(and(eq(gameTransactions.id, win.id), eq(gameTransactions.status, "applied")));
  const remaining = round.win - (moved.cash + moved.promo);
  await tx
    .update(gameRounds)
    .set({
      win: remaining,
      winCash: round.winCash - moved.cash,
      winPromo: round.winPromo - moved.promo,
      // Reopened: it awaits its new settlement (what partial payouts it kept still show as won).
      status: remaining > 0n ? "won" : "open",
      closedAt: null,
      updatedAt: now,
    })
    .where(eq(gameRounds.id, round.id));
  const after = { cash: balances.cash - moved.cash, promo: balances.promo - moved.promo };
  const reply = balanceReply(site, userId, body.request_id, after, {
    transactionId: body.transaction_id,
    split: moved,
  });
  return record(reply, moved, ledgerTransactionId);
}

/** The round is closed and `win` is its last applied win: the one that closed it. */
async function closedRound(tx: Tx, round: RoundRow, win: CallRow): Promise<boolean> {
  if (!round.closedAt) return false;
  const [last] = await tx
    .select({ id: gameTransactions.id })
    .from(gameTransactions)
    .where(
      and(
        eq(gameTransactions.siteId, round.siteId),
        eq(gameTransactions.roundId, round.roundId),
        eq(gameTransactions.kind, "win"),
        eq(gameTransactions.status, "applied"),
      ),
    )
    .orderBy(desc(gameTransactions.id))
    .limit(1);
  return last?.id === win.id;
}

function notEnough(site: Site, balances: Split): WalletFailure {
  return new WalletFailure(
    "RS_ERROR_NOT_ENOUGH_MONEY",
    "The player's balances no longer hold the win to take back.",
    { amount: balances.cash + balances.promo, currency: siteCurrency(site).code },
  );
}

/** The win's postings, the other way round; nothing for a zero win (it only reopens the round). */
async function takeBack(
  deps: WalletDeps,
  tx: Tx,
  site: Site,
  win: CallRow,
  body: WalletRollbackRequest,
): Promise<number | null> {
  const amount = win.cashAmount + win.promoAmount;
  if (amount === 0n) return null;
  const postings: Posting[] = [{ account: { kind: "house" }, amount }];
  if (win.cashAmount > 0n) {
    postings.push({ account: { kind: "player_cash", userId: win.userId }, amount: -win.cashAmount });
  }
  if (win.promoAmount > 0n) {
    postings.push({ account: { kind: "player_promo", userId: win.userId }, amount: -win.promoAmount });
  }
  const transfer = await deps.ledger.transfer(tx, {
    siteId: site.id,
    currency: win.currency,
    idempotencyKey: `game:${site.siteCode}:${body.transaction_id}`,
    kind: "rollback",
    userId: win.userId,
    reference: {
      round: win.roundId,
      game: win.game,
      transaction: body.transaction_id,
      win: win.transactionId,
    },
    postings,
  });
  return transfer.transactionId;
}
