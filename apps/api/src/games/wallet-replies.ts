import type { WalletError, WalletSuccess } from "@platform/contracts";
import type { Database } from "../db/database.ts";
import type { StoredWalletAnswer } from "../db/schema.ts";
import type { Clock } from "../security/clock.ts";
import type { SessionStore } from "../session/session-store.ts";
import type { Site } from "../sites/site-repository.ts";
import { siteCurrency } from "../wallet/amounts.ts";
import type { Ledger } from "../wallet/ledger.ts";
import { balancesIn, type CallKind, type CallRow, type Tx } from "./game-store.ts";
import type { LaunchTokens } from "./launch-tokens.ts";
import type { Split } from "./stake-split.ts";
import { WalletFailure } from "./wallet-failure.ts";

/** What the wallet's calls share. */
export interface WalletDeps {
  db: Database;
  ledger: Ledger;
  clock: Clock;
  sessions: SessionStore;
  tokens: LaunchTokens;
  /** Told of every round whose stakes became final, in its transaction (the jackpots: decision 042). */
  roundSettled?: RoundSettledHook;
}

/** A round at its first win call: from then on its bets can no longer be rolled back (018). */
export interface SettledRound {
  site: Site;
  userId: string;
  roundId: string;
  game: string;
  /** The game's product as the site enabled it (slots, crash, sports); null when not enabled. */
  product: string | null;
  /** What the round staked and was not given back, and how it was funded (cash first). */
  stake: bigint;
  stakeCash: bigint;
  stakePromo: bigint;
  now: Date;
}

/** What a settled round brought the player on top of the win, and what to do once committed. */
export interface SettledRoundEffect {
  credit: Split;
  afterCommit(): void;
}

/**
 * Runs inside the win's transaction after the player's balances and the round are locked, so it
 * may lock only rows that no other wallet call locks before those. It must not throw a
 * WalletFailure or a ledger refusal: the call would be refused but what it wrote would stay.
 */
export type RoundSettledHook = (
  tx: Tx,
  ledger: Ledger,
  round: SettledRound,
) => Promise<SettledRoundEffect | null>;

export interface WalletReply {
  statusCode: number;
  body: WalletSuccess | WalletError;
}

export function failureReply(failure: WalletFailure): WalletReply {
  return { statusCode: failure.statusCode, body: failure.body() };
}

/** The player and their balances after the call; for a money call, the transaction and its split. */
export async function successReply(
  tx: Tx,
  site: Site,
  userId: string,
  requestId: string,
  about?: { transactionId: string; split: Split },
): Promise<WalletReply> {
  const balances = await balancesIn(tx, site.id, userId, siteCurrency(site).code);
  return balanceReply(site, userId, requestId, balances, about);
}

/** successReply with balances the caller knows (it holds their row locks and moved them itself). */
export function balanceReply(
  site: Site,
  userId: string,
  requestId: string,
  balances: Split,
  about?: { transactionId: string; split: Split },
): WalletReply {
  return {
    statusCode: 200,
    body: {
      status: "success",
      data: {
        request_id: requestId,
        user_id: userId,
        currency: siteCurrency(site).code,
        balance: Number(balances.cash + balances.promo),
        cash: Number(balances.cash),
        promo: Number(balances.promo),
        ...(about
          ? {
              transaction_id: about.transactionId,
              cash_amount: Number(about.split.cash),
              promo_amount: Number(about.split.promo),
            }
          : {}),
      },
    },
  };
}

/** How a reply is kept on its call's row. */
export function stored(reply: WalletReply): StoredWalletAnswer {
  return { statusCode: reply.statusCode, body: reply.body as unknown as Record<string, unknown> };
}

/**
 * A transaction id seen before: the same call answers its first answer again (with this
 * request's id); another body under that id is a duplicate; a bet rolled back before it came is
 * refused and moves nothing.
 */
export function replay(row: CallRow, kind: CallKind, hash: string, requestId: string): WalletReply {
  if (kind === "bet" && row.kind === "bet" && row.status === "blocked") {
    return failureReply(
      new WalletFailure("RS_ERROR_TRANSACTION_ROLLED_BACK", "This bet was rolled back before it arrived."),
    );
  }
  if (row.kind !== kind || row.requestHash !== hash || !row.answer) {
    return failureReply(
      new WalletFailure(
        "RS_ERROR_DUPLICATE_TRANSACTION",
        "This transaction id was already used for another call.",
      ),
    );
  }
  const body = structuredClone(row.answer.body) as unknown as WalletSuccess | WalletError;
  if (body.status === "success") body.data.request_id = requestId;
  return { statusCode: row.answer.statusCode, body };
}

/** The call's currency must be the player's: the site's. */
export function assertCurrency(site: Site, currency: string): void {
  const expected = siteCurrency(site).code;
  if (currency.toUpperCase() !== expected) {
    throw new WalletFailure("RS_ERROR_WRONG_CURRENCY", `The player's currency is ${expected}.`);
  }
}
