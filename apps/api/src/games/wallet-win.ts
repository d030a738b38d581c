import { MAX_BALANCE, type WalletWinRequest } from "@platform/contracts";
import { and, eq } from "drizzle-orm";
import { raiseAlert } from "../alerts/operator-alerts.ts";
import { enabledGames, gameRounds, gameTransactions } from "../db/schema.ts";
import type { Site } from "../sites/site-repository.ts";
import { formatMinor, siteCurrency } from "../wallet/amounts.ts";
import type { Posting } from "../wallet/ledger.ts";
import { BalanceLimitError } from "../wallet/ledger-errors.ts";
import {
  type CallRow,
  findCallAndBet,
  lockBalances,
  lockTransactionId,
  requestHash,
  roundStatus,
  type Tx,
} from "./game-store.ts";
import { type Split, shareWin } from "./stake-split.ts";
import { WalletFailure } from "./wallet-failure.ts";
import { settlingPlayer } from "./wallet-players.ts";
import {
  assertCurrency,
  balanceReply,
  failureReply,
  replay,
  stored,
  type WalletDeps,
  type WalletReply,
} from "./wallet-replies.ts";
import {
  assertCallAmount,
  assertWithinWinLimit,
  balanceLimitFailure,
  WinLimitExceeded,
} from "./win-limits.ts";

const noSuchBet = (message: string) => new WalletFailure("RS_ERROR_TRANSACTION_DOES_NOT_EXIST", message);

/**
 * A payout of one applied bet of the round, at most once per transaction id; a round may have
 * several (each its own id) until one closes it (a zero win, or round_closed; the rollback of
 * that closing win reopens it: wallet-win-reversal.ts). The token's expiry
 * is not checked, nor whether the player may still play: the money is owed. The win goes back to
 * cash and promo credit in the proportion its bet drew on them. The round's wins together stay
 * within its limit (win-limits.ts). A win naming no bet is refused and not kept (its bet may
 * still arrive), nor is one on a closed round (the rollback of its closing win may reopen it);
 * any other refusal is kept, so a retry hears it again. Every refusal comes before
 * the win writes anything (the balance limit is judged on the locked balances), so it needs no
 * savepoint to leave nothing behind.
 */
export async function payWin(deps: WalletDeps, site: Site, body: WalletWinRequest): Promise<WalletReply> {
  const hash = requestHash("win", body);
  // What the round's settlement set off (a jackpot's live amount), run once the money is committed.
  const committed: (() => void)[] = [];
  const reply = await deps.db.transaction(async (tx) => {
    await lockTransactionId(tx, site.id, body.transaction_id);
    // The bet's row lock orders this win against a rollback of the same bet.
    const { call: existing, bet } = await findCallAndBet(
      tx,
      site.id,
      body.transaction_id,
      body.reference_transaction_id,
    );
    // A rollback naming this id came first (a win reversed before it arrived): it pays nothing.
    if (existing?.status === "blocked") {
      return failureReply(
        new WalletFailure("RS_ERROR_TRANSACTION_ROLLED_BACK", "This win was rolled back before it arrived."),
      );
    }
    if (existing) return replay(existing, "win", hash, body.request_id);
    const userId = await settlingPlayer(tx, deps.tokens, site, body.token, bet);
    if (!bet) throw noSuchBet("No bet of this player and round has this transaction id.");
    try {
      return await settle(deps, tx, site, body, bet, userId, hash, committed);
    } catch (error) {
      const failure = asFailure(error);
      const reply = failureReply(failure);
      // A closed round may reopen (the rollback of its closing win, a corrected result): then the
      // same win is judged again, so this refusal is not kept.
      if (failure.code === "RS_ERROR_ROUND_SETTLED") return reply;
      if (failure instanceof WinLimitExceeded) await alertWinLimit(deps, tx, site, body, userId, failure);
      const now = deps.clock();
      await tx.insert(gameTransactions).values({
        ...callRow(site, body, userId, hash, bet),
        answer: stored(reply),
        status: "refused",
        createdAt: now,
        updatedAt: now,
      });
      return reply;
    }
  });
  for (const effect of committed) effect();
  return reply;
}

function asFailure(error: unknown): WalletFailure {
  if (error instanceof WalletFailure) return error;
  if (error instanceof BalanceLimitError) return balanceLimitFailure();
  throw error;
}

function callRow(site: Site, body: WalletWinRequest, userId: string, hash: string, bet: CallRow) {
  return {
    siteId: site.id,
    transactionId: body.transaction_id,
    kind: "win",
    roundId: body.round_id,
    game: body.game,
    userId,
    currency: siteCurrency(site).code,
    amount: BigInt(body.amount),
    referenceTransactionId: bet.transactionId,
    requestHash: hash,
  };
}

async function settle(
  deps: WalletDeps,
  tx: Tx,
  site: Site,
  body: WalletWinRequest,
  bet: CallRow,
  userId: string,
  hash: string,
  committed: (() => void)[],
): Promise<WalletReply> {
  assertCurrency(site, body.currency);
  if (bet.kind !== "bet" || bet.userId !== userId || bet.roundId !== body.round_id) {
    throw noSuchBet("No bet of this player and round has this transaction id.");
  }
  if (bet.status === "rolled_back" || bet.status === "blocked") {
    throw new WalletFailure("RS_ERROR_TRANSACTION_ROLLED_BACK", "This bet was rolled back: it pays nothing.");
  }
  if (bet.status !== "applied") throw noSuchBet("This bet was refused: it pays nothing.");
  const currency = siteCurrency(site).code;
  // The player's balances, then the round (018's lock order): the reply's balances are known.
  const balances = await lockBalances(tx, deps.ledger, site.id, userId, currency);
  // The round's row is locked: parallel wins of the round are judged one after another.
  const [found] = await tx
    .select({ round: gameRounds, game: enabledGames })
    .from(gameRounds)
    .leftJoin(
      enabledGames,
      and(eq(enabledGames.siteId, gameRounds.siteId), eq(enabledGames.game, gameRounds.game)),
    )
    .where(and(eq(gameRounds.siteId, site.id), eq(gameRounds.roundId, bet.roundId)))
    .for("update", { of: gameRounds });
  if (!found) throw new Error(`round ${bet.roundId} of applied bet ${bet.transactionId} missing`);
  const { round } = found;
  if (round.closedAt) {
    throw new WalletFailure("RS_ERROR_ROUND_SETTLED", "This round is closed: it takes no more wins.");
  }
  const amount = BigInt(body.amount);
  assertCallAmount(amount);
  assertWithinWinLimit(site, round, found.game, amount);

  const now = deps.clock();
  const split = shareWin(amount, { cash: bet.cashAmount, promo: bet.promoAmount });
  const after = { cash: balances.cash + split.cash, promo: balances.promo + split.promo };
  assertWithinMaxBalance(after);
  let ledgerTransactionId: number | null = null;
  if (amount > 0n) {
    const postings: Posting[] = [{ account: { kind: "house" }, amount: -amount }];
    if (split.cash > 0n) postings.push({ account: { kind: "player_cash", userId }, amount: split.cash });
    if (split.promo > 0n) postings.push({ account: { kind: "player_promo", userId }, amount: split.promo });
    const transfer = await deps.ledger.transfer(tx, {
      siteId: site.id,
      currency,
      idempotencyKey: `game:${site.siteCode}:${body.transaction_id}`,
      kind: "win",
      userId,
      reference: { round: body.round_id, game: body.game, transaction: body.transaction_id },
      postings,
    });
    ledgerTransactionId = transfer.transactionId;
  }
  // The round's first win settles it: its stakes are final, so the jackpots count them now (042).
  if (round.wins === 0 && deps.roundSettled) {
    const effect = await deps.roundSettled(tx, deps.ledger, {
      site,
      userId,
      roundId: round.roundId,
      game: round.game,
      product: found.game?.product ?? null,
      stake: round.stake - round.refunded,
      stakeCash: round.stakeCash,
      stakePromo: round.stakePromo,
      now,
    });
    if (effect) {
      after.cash += effect.credit.cash;
      after.promo += effect.credit.promo;
      committed.push(effect.afterCommit);
    }
  }
  const totals = {
    win: round.win + amount,
    winCash: round.winCash + split.cash,
    winPromo: round.winPromo + split.promo,
    wins: round.wins + 1,
  };
  const reply = balanceReply(site, userId, body.request_id, after, {
    transactionId: body.transaction_id,
    split,
  });
  // The round's totals and the call's row in one statement.
  const roundTotals = tx.$with("round_totals").as(
    tx
      .update(gameRounds)
      .set({
        ...totals,
        status: roundStatus({ ...round, ...totals }),
        settledAt: round.settledAt ?? now,
        closedAt: amount === 0n || body.round_closed ? now : null,
        updatedAt: now,
      })
      .where(eq(gameRounds.id, round.id))
      .returning({ id: gameRounds.id }),
  );
  await tx
    .with(roundTotals)
    .insert(gameTransactions)
    .values({
      ...callRow(site, body, userId, hash, bet),
      cashAmount: split.cash,
      promoAmount: split.promo,
      answer: stored(reply),
      ledgerTransactionId,
      status: "applied",
      createdAt: now,
      updatedAt: now,
    });
  return reply;
}

/** What the database's CHECK would refuse, judged first on the locked balances (it still checks). */
function assertWithinMaxBalance(balances: Split): void {
  const most = BigInt(MAX_BALANCE);
  if (balances.cash > most) throw new BalanceLimitError("player_cash");
  if (balances.promo > most) throw new BalanceLimitError("player_promo");
}

/** Once per refused win: a win above its limit is what a compromised aggregator would send. */
async function alertWinLimit(
  deps: WalletDeps,
  tx: Tx,
  site: Site,
  body: WalletWinRequest,
  userId: string,
  failure: WinLimitExceeded,
): Promise<void> {
  const { limit } = failure;
  await raiseAlert(tx, {
    siteId: site.id,
    kind: "game_win_limit",
    severity: "critical",
    userId,
    summary: `A win of ${formatMinor(site, BigInt(body.amount))} on round ${body.round_id} (${body.game}) would take its wins to ${formatMinor(site, failure.won)}, past its limit of ${formatMinor(site, limit.cap)}: refused, nothing credited.`,
    details: {
      round: body.round_id,
      game: body.game,
      transaction: body.transaction_id,
      amount: String(body.amount),
      stakes: limit.stakes.toString(),
      multiplier: limit.multiplier,
      cap: limit.cap.toString(),
    },
    dedupeKey: `game-win-limit:${body.transaction_id}`,
    at: deps.clock(),
  });
}
