import { randomBytes } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Database } from "../db/database.ts";
import type { Notifier } from "../notifier/notifier.ts";
import type { Clock, Merchant, Transport } from "./charge-view.ts";
import { SandboxCharges } from "./charges.ts";
import { checkoutRoutes } from "./checkout-routes.ts";
import { merchantRoutes } from "./merchant-routes.ts";
import { DEFAULT_TIMINGS, NewCharges, type SandboxTimings } from "./new-charges.ts";
import { registerProviderErrors } from "./provider-error.ts";
import { Runner } from "./runner.ts";
import { Webhooks } from "./webhooks.ts";

/** Every route of the provider is under this path: the single-port server routes it here. */
export const SANDBOX_PAY_PREFIX = "/sandbox-pay";

export interface SandboxPayOptions {
  /** Where its own tables are (sandbox_charges, sandbox_webhook_events); it reads no other. */
  db: Database;
  merchants: Merchant[];
  /** Where payers' browsers reach it ("http://127.0.0.1:3000"); read when a checkout is created. */
  publicUrl: string | (() => string);
  /** How the mobile-money network "texts" the phone: in the demo, the site's outbox. */
  notifier: Notifier;
  /** How webhooks reach merchants; `fetch` by default. */
  transport?: Transport;
  clock?: Clock;
  logger?: FastifyServerOptions["logger"];
  timings?: Partial<SandboxTimings>;
  /** Key of the codes' HMAC; keep it across restarts so codes already texted still work. */
  codeSecret?: string;
  /** False in tests that move the clock themselves and call tick(). */
  timers?: boolean;
}

export interface SandboxPay {
  app: FastifyInstance;
  /** Records due outcomes and delivers due webhooks now, as the timer would. */
  tick(): Promise<void>;
  /** Resolves when the background work started so far (webhook deliveries) has finished. */
  idle(): Promise<void>;
}

/**
 * SandboxPay, a stand-in for an external payment company: its own Fastify app, its own tables,
 * and nothing but HTTP between it and the platform (the merchant API one way, signed webhooks
 * the other). Cards on a hosted page, mobile money with a texted code, bank and mobile payouts.
 */
export function buildSandboxPay(options: SandboxPayOptions): SandboxPay {
  const app = Fastify({
    logger: options.logger
      ? {
          ...(typeof options.logger === "object" ? options.logger : {}),
          redact: { paths: ["req.headers.authorization"], censor: "[redacted]" },
        }
      : false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = options.clock ?? (() => new Date());
  const merchants = new Map(options.merchants.map((merchant) => [merchant.id, merchant]));
  const webhooks = new Webhooks(
    options.db,
    merchants,
    options.transport ?? ((request) => fetch(request)),
    clock,
    app.log,
  );
  const codeSecret = options.codeSecret ?? randomBytes(32).toString("hex");
  const timings = { ...DEFAULT_TIMINGS, ...options.timings };
  const charges = new SandboxCharges(options.db, webhooks, clock, codeSecret, timings);
  const creator = new NewCharges(options.db, charges, clock, codeSecret, timings);
  const runner = new Runner(
    async () => {
      await charges.settleDue();
      await webhooks.deliverDue();
      const next = [await charges.nextDueAt(), await webhooks.nextAttemptAt()].filter(
        (at): at is Date => at !== null,
      );
      return next.length > 0 ? new Date(Math.min(...next.map((at) => at.getTime()))) : null;
    },
    clock,
    app.log,
    options.timers ?? true,
  );
  const changed = () => runner.kick();
  const publicUrl = () => (typeof options.publicUrl === "function" ? options.publicUrl() : options.publicUrl);

  registerProviderErrors(app);

  app.register(
    async (pay) => {
      await pay.register(merchantRoutes, {
        charges,
        creator,
        merchants: options.merchants,
        notifier: options.notifier,
        checkoutUrl: (id) => `${publicUrl()}${SANDBOX_PAY_PREFIX}/checkout/${id}`,
        changed,
      });
      await pay.register(checkoutRoutes, { charges, clock, changed });
    },
    { prefix: SANDBOX_PAY_PREFIX },
  );
  // After a restart: record what fell due while it was down, resend what was not delivered.
  app.addHook("onReady", async () => runner.kick());
  app.addHook("onClose", async () => {
    runner.stop();
    await runner.idle();
  });
  return { app, tick: () => runner.tick(), idle: () => runner.idle() };
}
