import type { Deliveries } from "../crash/deliveries.ts";
import type { GamesDatabase } from "../db/database.ts";
import type { Settlement } from "../play/settlement.ts";
import type { Clock } from "../shared/clock.ts";
import type { JackpotSettings } from "./jackpot-config.ts";

/** What the jackpot's steps share: the database, the wallet's outbox and its sender, time, rules. */
export interface JackpotDeps {
  db: GamesDatabase;
  settlement: Settlement;
  deliveries: Deliveries;
  clock: Clock;
  settings: JackpotSettings;
  /** While a sender works on a call the reconciliation job leaves it alone this long. */
  leaseMs: number;
}
