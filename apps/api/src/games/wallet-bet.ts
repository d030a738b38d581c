import type { WalletBetRequest } from "@platform/contracts";
import { and, eq } from "drizzle-orm";
import { gameRounds, gameTransactions } from "../db/schema.ts";
import { countStake, expireIfDue, lockBonusForStake } from "../promotions/bonus-wagering.ts";
import { sha256Hex } from "../security/secret-tokens.ts";
import type { Site } from "../sites/site-repository.ts";
import { siteCurrency } from "../wallet/amounts.ts";
import type { Posting } from "../wallet/ledger.ts";
import { InsufficientFundsError } from "../wallet/ledger-errors.ts";
import {
  balancesIn,
  findCall,
  findRound,
  lockBalances,
  lockTransactionId,
  requestHash,
  type Tx,
  titleOfSlug,
} from "./game-store.ts";
import { drawStake, type Split } from "./stake-split.ts";
import { WalletFailure } from "./wallet-failure.ts";
import { assertMayStake, identify } from "./wallet-players.ts";
import {
  assertCurrency,
  failureReply,
  replay,
  stored,
  successReply,
  type WalletDeps,
  type WalletReply,
} from "./wallet-replies.ts";
import { assertCallAmount, findEnabledGame } from "./win-limits.ts";

/**
 * A stake, in one database transaction: applied at most once per transaction id; refused (and
 * the refusal kept, so a retry hears it again) when the token expired or its session ended, the
 * player may not play, the currency is not theirs, the game is not one the site enabled (the
 * platform knows no maximum win for it), the amount is above one call's maximum, the round is
 * settled, or the ledger's CHECK finds too little money. The stake draws on cash first, then
 * promo credit.
 */
export async function placeBet(deps: WalletDeps, site: Site, body: WalletBetRequest): Promise<WalletReply> {
  const hash = requestHash("bet", body);
  const currency = siteCurrency(site).code;
  return deps.db.transaction(async (tx) => {
    await lockTransactionId(tx, site.id, body.transaction_id);
    const existing = await findCall(tx, site.id, body.transaction_id);
    if (existing) return replay(existing, "bet", hash, body.request_id);
    // An unknown token names no player: refused, and nothing to keep.
    const player = await identify(tx, deps.tokens, site, body.token);
    const now = deps.clock();
    const userId = player.user.id;
    const row = {
      siteId: site.id,
      transactionId: body.transaction_id,
      kind: "bet",
      roundId: body.round_id,
      game: body.game,
      userId,
      currency,
      amount: BigInt(body.amount),
      tokenHash: sha256Hex(body.token),
      requestHash: hash,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await assertMayStake(tx, { tokens: deps.tokens, sessions: deps.sessions, now }, site, player);
      assertCurrency(site, body.currency);
      assertCallAmount(BigInt(body.amount));
      if (!(await findEnabledGame(tx, site.id, body.game))) {
        throw new WalletFailure("RS_ERROR_INVALID_GAME", "This game is not enabled for this site.");
      }
      // A savepoint: a refused stake leaves no round and no movement, and the refusal is still kept.
      const applied = await tx.transaction((savepoint) => stake(deps, savepoint, site, body, userId));
      const reply = await successReply(tx, site, userId, body.request_id, {
        transactionId: body.transaction_id,
        split: applied.split,
      });
      await tx.insert(gameTransactions).values({
        ...row,
        cashAmount: applied.split.cash,
        promoAmount: applied.split.promo,
        ledgerTransactionId: applied.ledgerTransactionId,
        status: "applied",
        answer: stored(reply),
      });
      return reply;
    } catch (error) {
      const failure = await asFailure(tx, site, userId, error);
      const reply = failureReply(failure);
      await tx.insert(gameTransactions).values({ ...row, status: "refused", answer: stored(reply) });
      return reply;
    }
  });
}

async function asFailure(tx: Tx, site: Site, userId: string, error: unknown): Promise<WalletFailure> {
  if (error instanceof WalletFailure) return error;
  if (!(error instanceof InsufficientFundsError)) throw error;
  const currency = siteCurrency(site).code;
  const balances = await balancesIn(tx, site.id, userId, currency);
  return new WalletFailure(
    "RS_ERROR_NOT_ENOUGH_MONEY",
    "The player's balance is not enough for this stake.",
    {
      amount: balances.cash + balances.promo,
      currency,
    },
  );
}

/** The round (locked before the balances, as win and rollback lock them), the money, the totals. */
async function stake(
  deps: WalletDeps,
  tx: Tx,
  site: Site,
  body: WalletBetRequest,
  userId: string,
): Promise<{ split: Split; ledgerTransactionId: number | null }> {
  const now = deps.clock();
  const currency = siteCurrency(site).code;
  const [round] = await tx
    .insert(gameRounds)
    .values({
      siteId: site.id,
      roundId: body.round_id,
      userId,
      game: body.game,
      gameName: body.game_name ?? titleOfSlug(body.game),
      currency,
      placedAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [gameRounds.siteId, gameRounds.roundId],
      set: { updatedAt: now },
      setWhere: and(eq(gameRounds.userId, userId), eq(gameRounds.wins, 0)),
    })
    .returning();
  if (!round) {
    const taken = await findRound(tx, site.id, body.round_id);
    if (taken && taken.userId !== userId) {
      throw new WalletFailure("RS_ERROR_WRONG_TYPES", "This round belongs to another player.");
    }
    throw new WalletFailure(
      "RS_ERROR_ROUND_SETTLED",
      "This round is already settled: it takes no more bets.",
    );
  }

  const amount = BigInt(body.amount);
  let split: Split = { cash: 0n, promo: 0n };
  let ledgerTransactionId: number | null = null;
  if (amount > 0n) {
    // The wagering bonus is locked before the balances (docs/decisions/023's lock order).
    const locked = await lockBonusForStake(tx, userId);
    const balances = await lockBalances(tx, deps.ledger, site.id, userId, currency);
    const bonus = await expireIfDue(tx, deps.ledger, locked, balances.promo, now);
    split = drawStake(amount, { cash: balances.cash, promo: bonus.promoBalance });
    const postings: Posting[] = [{ account: { kind: "house" }, amount }];
    if (split.cash > 0n) postings.push({ account: { kind: "player_cash", userId }, amount: -split.cash });
    if (split.promo > 0n) postings.push({ account: { kind: "player_promo", userId }, amount: -split.promo });
    const transfer = await deps.ledger.transfer(tx, {
      siteId: site.id,
      currency,
      idempotencyKey: `game:${site.siteCode}:${body.transaction_id}`,
      kind: "bet",
      userId,
      reference: { round: body.round_id, game: body.game, transaction: body.transaction_id },
      postings,
    });
    ledgerTransactionId = transfer.transactionId;
    if (bonus.grant) {
      await countStake(tx, deps.ledger, bonus.grant, amount, bonus.promoBalance - split.promo, now);
    }
  }
  await tx
    .update(gameRounds)
    .set({
      stake: round.stake + amount,
      stakeCash: round.stakeCash + split.cash,
      stakePromo: round.stakePromo + split.promo,
      bets: round.bets + 1,
      status: "open",
      updatedAt: now,
    })
    .where(eq(gameRounds.id, round.id));
  return { split, ledgerTransactionId };
}
