import type { WalletWinRequest } from "@platform/contracts";
import { eq } from "drizzle-orm";
import { gameRounds, gameTransactions } from "../db/schema.ts";
import type { Site } from "../sites/site-repository.ts";
import { siteCurrency } from "../wallet/amounts.ts";
import type { Posting } from "../wallet/ledger.ts";
import { findCall, findRound, lockTransactionId, requestHash, roundStatus } from "./game-store.ts";
import { shareWin } from "./stake-split.ts";
import { WalletFailure } from "./wallet-failure.ts";
import { settlingPlayer } from "./wallet-players.ts";
import {
  assertCurrency,
  replay,
  stored,
  successReply,
  type WalletDeps,
  type WalletReply,
} from "./wallet-replies.ts";

const noSuchBet = (message: string) => new WalletFailure("RS_ERROR_TRANSACTION_DOES_NOT_EXIST", message);

/**
 * A payout of one applied bet of the round, at most once per transaction id; a round may have
 * several (each its own id). The token's expiry is not checked, nor whether the player may still
 * play: the money is owed. Zero closes a lost round. The win goes back to cash and promo credit
 * in the proportion its bet drew on them. A refused win is not kept: it moved nothing, and the
 * same call may succeed later (after its bet arrived).
 */
export async function payWin(deps: WalletDeps, site: Site, body: WalletWinRequest): Promise<WalletReply> {
  const hash = requestHash("win", body);
  const currency = siteCurrency(site).code;
  return deps.db.transaction(async (tx) => {
    await lockTransactionId(tx, site.id, body.transaction_id);
    const existing = await findCall(tx, site.id, body.transaction_id);
    if (existing) return replay(existing, "win", hash, body.request_id);
    // The bet's row lock orders this win against a rollback of the same bet.
    const bet = await findCall(tx, site.id, body.reference_transaction_id, true);
    const userId = await settlingPlayer(tx, deps.tokens, site, body.token, bet);
    assertCurrency(site, body.currency);
    if (bet?.kind !== "bet" || bet.userId !== userId || bet.roundId !== body.round_id) {
      throw noSuchBet("No bet of this player and round has this transaction id.");
    }
    if (bet.status === "rolled_back" || bet.status === "blocked") {
      throw new WalletFailure(
        "RS_ERROR_TRANSACTION_ROLLED_BACK",
        "This bet was rolled back: it pays nothing.",
      );
    }
    if (bet.status !== "applied") throw noSuchBet("This bet was refused: it pays nothing.");
    const round = await findRound(tx, site.id, bet.roundId, true);
    if (!round) throw new Error(`round ${bet.roundId} of applied bet ${bet.transactionId} missing`);

    const now = deps.clock();
    const amount = BigInt(body.amount);
    const split = shareWin(amount, { cash: bet.cashAmount, promo: bet.promoAmount });
    let ledgerTransactionId: number | null = null;
    if (amount > 0n) {
      const postings: Posting[] = [{ account: { kind: "house" }, amount: -amount }];
      if (split.cash > 0n)
        postings.push({ account: { kind: "player_cash", userId: userId }, amount: split.cash });
      if (split.promo > 0n) {
        postings.push({ account: { kind: "player_promo", userId: userId }, amount: split.promo });
      }
      const transfer = await deps.ledger.transfer(tx, {
        siteId: site.id,
        currency,
        idempotencyKey: `game:${site.siteCode}:${body.transaction_id}`,
        kind: "win",
        userId: userId,
        reference: { round: body.round_id, game: body.game, transaction: body.transaction_id },
        postings,
      });
      ledgerTransactionId = transfer.transactionId;
    }
    const totals = {
      win: round.win + amount,
      winCash: round.winCash + split.cash,
      winPromo: round.winPromo + split.promo,
      wins: round.wins + 1,
    };
    await tx
      .update(gameRounds)
      .set({
        ...totals,
        status: roundStatus({ ...round, ...totals }),
        settledAt: round.settledAt ?? now,
        updatedAt: now,
      })
      .where(eq(gameRounds.id, round.id));

    const reply = await successReply(tx, site, userId, body.request_id, {
      transactionId: body.transaction_id,
      split,
    });
    await tx.insert(gameTransactions).values({
      siteId: site.id,
      transactionId: body.transaction_id,
      kind: "win",
      roundId: body.round_id,
      game: body.game,
      userId: userId,
      currency,
      amount,
      cashAmount: split.cash,
      promoAmount: split.promo,
      referenceTransactionId: bet.transactionId,
      requestHash: hash,
      answer: stored(reply),
      ledgerTransactionId,
      status: "applied",
      createdAt: now,
      updatedAt: now,
    });
    return reply;
  });
}
