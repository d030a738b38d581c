import type { Database } from "../db/database.ts";
import type { Notifier } from "../notifier/notifier.ts";
import type { AttemptLimiter } from "../security/attempt-limiter.ts";
import type { Clock } from "../security/clock.ts";
import type { SiteResolver } from "../sites/site-resolver.ts";
import type { Ledger } from "../wallet/ledger.ts";
import { GatewayRegistry } from "./gateway-registry.ts";
import type { PaymentGateway } from "./payment-gateway.ts";
import { PaymentsService } from "./payments-service.ts";

/** The cashier's services the payment routes share. */
export interface Cashier {
  db: Database;
  sites: SiteResolver;
  clock: Clock;
  limiter: AttemptLimiter;
  notifier: Notifier;
  /** The wallet's ledger (wallet/wallet.ts): the cashier moves money through it, it does not open it. */
  ledger: Ledger;
  gateways: GatewayRegistry;
  payments: PaymentsService;
}

export function createCashier(deps: {
  db: Database;
  sites: SiteResolver;
  clock: Clock;
  limiter: AttemptLimiter;
  notifier: Notifier;
  ledger: Ledger;
  gateways: PaymentGateway[];
}): Cashier {
  const gateways = new GatewayRegistry(deps.gateways);
  return {
    ...deps,
    gateways,
    payments: new PaymentsService(deps.db, deps.ledger, gateways, deps.clock),
  };
}
