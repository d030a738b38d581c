import type { Database } from "../db/database.ts";
import type { AttemptLimiter } from "../security/attempt-limiter.ts";
import type { Clock } from "../security/clock.ts";
import { Ledger } from "./ledger.ts";

/**
 * The player's wallet: the ledger every movement of money goes through, and what the wallet's own
 * routes (balance, history, vouchers, promotion codes) need besides. The wallet opens the ledger;
 * the cashier and the products are handed it (docs/decisions/037).
 */
export interface Wallet {
  db: Database;
  ledger: Ledger;
  /** Budgets wrong voucher and promotion codes per player. */
  limiter: AttemptLimiter;
  clock: Clock;
}

export function createWallet(deps: { db: Database; limiter: AttemptLimiter; clock: Clock }): Wallet {
  return { ...deps, ledger: new Ledger(deps.db) };
}
