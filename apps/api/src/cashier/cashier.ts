import type { Database } from "../db/database.ts";
import type { Notifier } from "../notifier/notifier.ts";
import type { AttemptLimiter } from "../security/attempt-limiter.ts";
import type { Clock } from "../security/clock.ts";
import type { SiteResolver } from "../sites/site-resolver.ts";
import { Ledger } from "../wallet/ledger.ts";
import { GatewayRegistry } from "./gateway-registry.ts";
import type { PaymentGateway } from "./payment-gateway.ts";
import { PaymentsService } from "./payments-service.ts";

/** The wallet and cashier services the money routes share. */
export interface Cashier {
  db: Database;
  sites: SiteResolver;
  clock: Clock;
  limiter: AttemptLimiter;
  notifier: Notifier;
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
  gateways: PaymentGateway[];
}): Cashier {
  const ledger = new Ledger(deps.db);
  const gateways = new GatewayRegistry(deps.gateways);
  return {
    ...deps,
    ledger,
    gateways,
    payments: new PaymentsService(deps.db, ledger, gateways, deps.clock),
  };
}
