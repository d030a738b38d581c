import { advisoryLeadership } from "@platform/server/advisory-lock";
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from "fastify";
import type { DatabaseHandle } from "../db/create-database.ts";
import type { Notifier } from "../notifier/notifier.ts";
import { SANDBOX_PAY_PREFIX } from "../sandbox-pay/sandbox-pay.ts";
import { systemClock } from "../security/clock.ts";
import { Ledger } from "../wallet/ledger.ts";
import { GatewayRegistry } from "./gateway-registry.ts";
import { createMpesaGateway } from "./mpesa/mpesa-gateway.ts";
import type { PaymentGateway } from "./payment-gateway.ts";
import type { PaymentsConfig } from "./payments-env.ts";
import { PaymentsService } from "./payments-service.ts";
import { RECONCILE_LOCK_KEY, ReconcileJob } from "./reconcile-job.ts";
import { createSandboxPayment } from "./sandbox/sandbox-setup.ts";

export interface PaymentsRuntime {
  /** The adapters to pass to buildApp({ gateways }). */
  gateways: PaymentGateway[];
  /** SandboxPay's own app when it runs in this process: route /sandbox-pay/* to it. */
  sandboxPay: FastifyInstance | null;
  /** Starts the reconciliation job (this node runs it when it holds the lock). */
  start(log: FastifyBaseLogger): void;
  /** Stops the job and SandboxPay, before the database closes. */
  stop(): Promise<void>;
}

/** Whether a request path belongs to SandboxPay on the single-port server. */
export function isSandboxPayPath(url: string): boolean {
  return url === SANDBOX_PAY_PREFIX || url.startsWith(`${SANDBOX_PAY_PREFIX}/`);
}

/**
 * A process's payment side: the gateways it talks to, SandboxPay when it is on, and the
 * reconciliation job. Used by the standalone API and by `npm start`.
 */
export function createPaymentsRuntime(options: {
  database: DatabaseHandle;
  config: PaymentsConfig;
  /** How SandboxPay "texts" phones: the platform's notifier (the outbox in the demo). */
  notifier: Notifier;
  logger?: FastifyServerOptions["logger"];
}): PaymentsRuntime {
  const { database, config } = options;
  const sandbox = config.sandbox
    ? createSandboxPayment({
        db: database.db,
        config: config.sandbox,
        notifier: options.notifier,
        ...(options.logger ? { logger: options.logger } : {}),
      })
    : null;
  // M-Pesa only when MPESA_* is configured; a partial configuration stops the process here.
  const mpesa = createMpesaGateway();
  const gateways = [...(sandbox?.gateways ?? []), ...(mpesa ? [mpesa] : [])];
  let job: ReconcileJob | null = null;
  return {
    gateways,
    sandboxPay: sandbox?.provider.app ?? null,
    start(log) {
      const { db } = database;
      job = new ReconcileJob({
        payments: new PaymentsService(db, new Ledger(db), new GatewayRegistry(gateways), systemClock),
        db,
        leadership: advisoryLeadership(database, RECONCILE_LOCK_KEY),
        clock: systemClock,
        log,
        intervalMs: config.reconcileIntervalMs,
        depositExpiryMs: config.depositExpiryMs,
      });
      job.start();
    },
    async stop() {
      await job?.stop();
      await sandbox?.provider.app.close();
    },
  };
}
