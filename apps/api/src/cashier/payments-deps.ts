import type { Database } from "../db/database.ts";
import type { Clock } from "../security/clock.ts";
import type { Ledger } from "../wallet/ledger.ts";
import type { GatewayRegistry } from "./gateway-registry.ts";

/** What every step of a payment works with: its rows, the wallet's ledger, the providers, the time. */
export interface PaymentsDeps {
  db: Database;
  /** The wallet's ledger, handed to the cashier: the cashier moves money, it does not own the books. */
  ledger: Ledger;
  gateways: GatewayRegistry;
  clock: Clock;
}
