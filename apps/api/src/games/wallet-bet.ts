import type { WalletBetRequest } from "@platform/contracts";
import { and, eq, sql } from "drizzle-orm";
import { gameRounds, gameTransactions } from "../db/schema.ts";
import { countStake, expireIfDue, lockBonusForStake } from "../promotions/bonus-wagering.ts";
import type { GrantRow } from "../promotions/promotion-view.ts";
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
  type RoundRow,
  requestHash,
  type Tx,
  titleOfSlug,
} from "./game-store.ts";
import { drawStake, type Split } from "./stake-split.ts";
import { WalletFailure } from "./wallet-failure.ts";
import { assertMayStake, type Bettor, identifyBettor } from "./wallet-players.ts";
import {
  assertCurrency,
  balanceReply,
  failureReply,
  replay,
  stored,
  successReply,
  type WalletDeps,
  type WalletReply,
} from "./wallet-replies.ts";
import { assertCallAmount } from "./win-limits.ts";

/**
 * A stake, in one database transaction: applied at most once per transaction id; refused (and
 * the refusal kept, so a retry hears it again) when the token expired or its session ended, the
 * player may not play, the currency is not theirs, the game is not one the site enabled (the
 * platform knows no maximum win for it), the amount is above one call's maximum, the round is
 * settled, or the player's locked balances are not enough. The stake draws on cash first, then
 * promo credit. Every refusal comes before the stake writes anything (a player's first stake may
 * open their accounts, empty), except with a wagering bonus, whose expiry writes before the
 * balances are judged: a savepoint then takes a refused stake back whole.
 */
export async function placeBet(deps: WalletDeps, site: Site, body: WalletBetRequest): Promise<WalletReply> {
  const hash = requestHash("bet", body);
  const currency = siteCurrency(site).code;
  return deps.db.transaction(async (tx) => {
    await lockTransactionId(tx, site.id, body.transaction_id);
    const existing = await findCall(tx, site.id, body.transaction_id);
    if (existing) return replay(existing, "bet", hash, body.request_id);
    // An unknown token names no player: refused, and nothing to keep.
    const player = await identifyBettor(tx, deps.tokens, site, body.token, {
      game: body.game,
      roundId: body.round_id,
    });
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
      if (!player.game) {
        throw new WalletFailure("RS_ERROR_INVALID_GAME", "This game is not enabled for this site.");
      }
      assertRoundTakesBets(player.round, userId);
      const applied = await stake(deps, tx, site, body, player);
      const about = { transactionId: body.transaction_id, split: applied.split };
      const reply = applied.balances
        ? balanceReply(site, userId, body.request_id, applied.balances, about)
        : await successReply(tx, site, userId, body.request_id, about);
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

const roundTaken = () => new WalletFailure("RS_ERROR_WRONG_TYPES", "This round belongs to another player.");
const roundSettled = () =>
  new WalletFailure("RS_ERROR_ROUND_SETTLED", "This round is already settled: it takes no more bets.");

/** A round takes bets from its own player until its first win (a zero win included). */
function assertRoundTakesBets(round: RoundRow | null, userId: string): void {
  if (!round) return;
  if (round.userId !== userId) throw roundTaken();
  if (round.wins !== 0) throw roundSettled();
}

interface Applied {
  split: Split;
  ledgerTransactionId: number | null;
  /** The player's balances after the stake, when known without reading them again. */
  balances: Split | null;
}

/** The money (if any) and the round. */
async function stake(
  deps: WalletDeps,
  tx: Tx,
  site: Site,
  body: WalletBetRequest,
  player: Bettor,
): Promise<Applied> {
  const amount = BigInt(body.amount);
  if (amount === 0n) {
    await writeRound(deps, tx, site, body, player.user.id, { cash: 0n, promo: 0n }, roundProduct(player));
    return { split: { cash: 0n, promo: 0n }, ledgerTransactionId: null, balances: null };
  }
  // The wagering bonus is locked before the balances (docs/decisions/023's lock order).
  const grant = await lockBonusForStake(tx, player.user.id);
  if (!grant) return pay(deps, tx, site, body, player.user.id, null, roundProduct(player));
  // A savepoint: a refused stake takes the bonus's expiry back with it.
  return tx.transaction((savepoint) =>
    pay(deps, savepoint, site, body, player.user.id, grant, roundProduct(player)),
  );
}

async function pay(
  deps: WalletDeps,
  tx: Tx,
  site: Site,
  body: WalletBetRequest,
  userId: string,
  grant: GrantRow | null,
  product: "casino" | "sports",
): Promise<Applied> {
  const now = deps.clock();
  const currency = siteCurrency(site).code;
  const amount = BigInt(body.amount);
  const balances = await lockBalances(tx, deps.ledger, site.id, userId, currency);
  const bonus = await expireIfDue(tx, deps.ledger, grant, balances.promo, now);
  const available = { cash: balances.cash, promo: bonus.promoBalance };
  const split = drawStake(amount, available);
  // The balances are locked: this is what the ledger's CHECK would find (and still checks).
  if (split.promo > available.promo) throw new InsufficientFundsError("player_promo");
  await writeRound(deps, tx, site, body, userId, split, product);
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
  const after = { cash: available.cash - split.cash, promo: available.promo - split.promo };
  if (!bonus.grant) return { split, ledgerTransactionId: transfer.transactionId, balances: after };
  // Wagering may convert the bonus's promo credit to cash: the reply reads the balances again.
  await countStake(tx, deps.ledger, bonus.grant, amount, after.promo, now);
  return { split, ledgerTransactionId: transfer.transactionId, balances: null };
}

/** My bets' tab of a round: the sportsbook's bets under sports, the games' (slots, crash) under casino. */
const roundProduct = (player: Bettor): "casino" | "sports" =>
  player.game?.product === "sports" ? "sports" : "casino";

/**
 * The round with this stake in its totals, in one statement: created, or added to while it is the
 * player's and has no win (judged again here under the row's lock, whatever raced since the round
 * was read). Taken after the player's balances, as win and rollback take it (018's lock order).
 */
async function writeRound(
  deps: WalletDeps,
  tx: Tx,
  site: Site,
  body: WalletBetRequest,
  userId: string,
  split: Split,
  product: "casino" | "sports",
): Promise<void> {
  const now = deps.clock();
  const amount = split.cash + split.promo;
  const [round] = await tx
    .insert(gameRounds)
    .values({
      siteId: site.id,
      roundId: body.round_id,
      userId,
      game: body.game,
      gameName: body.game_name ?? titleOfSlug(body.game),
      product,
      currency: siteCurrency(site).code,
      stake: amount,
      stakeCash: split.cash,
      stakePromo: split.promo,
      bets: 1,
      placedAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [gameRounds.siteId, gameRounds.roundId],
      set: {
        stake: sql`${gameRounds.stake} + ${amount}`,
        stakeCash: sql`${gameRounds.stakeCash} + ${split.cash}`,
        stakePromo: sql`${gameRounds.stakePromo} + ${split.promo}`,
        bets: sql`${gameRounds.bets} + 1`,
        status: "open",
        updatedAt: now,
      },
      setWhere: and(eq(gameRounds.userId, userId), eq(gameRounds.wins, 0)),
    })
    .returning({ id: gameRounds.id });
  if (round) return;
  const taken = await findRound(tx, site.id, body.round_id);
  throw taken && taken.userId !== userId ? roundTaken() : roundSettled();
}
