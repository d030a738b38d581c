import type { GamesDatabase } from "../../db/database.ts";
import type { Settlement } from "../../play/settlement.ts";
import type { Clock } from "../../shared/clock.ts";
import type { WalletSender } from "../../wallet/batch-sender.ts";
import type { BettingRules, SportsBettingSettings } from "./betting-config.ts";
import type { BettingRulesStore } from "./betting-rules-store.ts";

/** What the betting service's steps share: the database, the wallet's outbox sender, time and rules. */
export interface BettingDeps {
  db: GamesDatabase;
  settlement: Settlement;
  /** Sends committed wins and rollbacks in the background, a batch at a time (wallet/batch-sender.ts). */
  deliveries: WalletSender;
  clock: Clock;
  settings: SportsBettingSettings;
  /** The settings over the defaults, and each operator's stored rules over both. */
  rules: BettingRulesStore;
  /** While a sender works on a call the reconciliation job leaves it alone this long. */
  leaseMs: number;
  /** The live delay's wait (tests may pass their own). */
  sleep?: (ms: number) => Promise<void>;
}

export const rulesFor = (deps: BettingDeps, operatorId: string): Promise<BettingRules> =>
  deps.rules.rules(operatorId);

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
