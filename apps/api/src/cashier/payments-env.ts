import { createHmac } from "node:crypto";
import { z } from "zod";
import { randomToken } from "../security/secret-tokens.ts";

const baseUrl = z
  .url({ protocol: /^https?$/ })
  .transform((value) => value.replace(/\/+$/, ""))
  .optional();
const secret = z.string().min(24, "at least 24 characters").optional();

/**
 * The payment settings of a process, shared by the standalone API's config.ts and the single-port
 * platform's env.ts so both read them the same way.
 */
export const paymentsEnvShape = {
  /** Runs SandboxPay in this process and offers its gateways; demo default on, production off. */
  SANDBOX_PAY: z.stringbool().optional(),
  /** Where this platform calls SandboxPay's merchant API; default: this process on loopback. */
  SANDBOX_PAY_URL: baseUrl,
  /** Where players' browsers reach SandboxPay's hosted page; default SANDBOX_PAY_URL. */
  SANDBOX_PAY_PUBLIC_URL: baseUrl,
  /** The merchant API key (bearer); demo: generated per process. */
  SANDBOX_PAY_SECRET_KEY: secret,
  /** The key SandboxPay signs webhooks with; demo: generated per process. */
  SANDBOX_PAY_WEBHOOK_SECRET: secret,
  /** Where providers reach this platform's /api/payments/{gateway}/notify; default loopback. */
  PAYMENT_NOTIFY_BASE_URL: baseUrl,
  /** A deposit still pending this long, with nothing from its provider, is cancelled. */
  DEPOSIT_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  /** Time between reconciliation sweeps. */
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(3_600).default(20),
};
const paymentsEnvSchema = z.object(paymentsEnvShape);
export type PaymentsEnv = z.infer<typeof paymentsEnvSchema>;

export interface SandboxPayConfig {
  providerUrl: () => string;
  publicUrl: () => string;
  notifyBaseUrl: () => string;
  secretKey: string;
  webhookSecret: string;
  /** Key of the provider's code hashes: derived, so codes survive a restart with a fixed key. */
  codeSecret: string;
}

export interface PaymentsConfig {
  /** Null when SandboxPay is off. */
  sandbox: SandboxPayConfig | null;
  depositExpiryMs: number;
  reconcileIntervalMs: number;
}

/**
 * The payment settings with their defaults resolved. `self` is this process's own address once
 * it listens (the port may be chosen by the system). In production SandboxPay runs only when
 * asked for, and then with fixed keys: generated ones would differ between nodes and restarts.
 */
export function resolvePaymentsConfig(
  env: PaymentsEnv,
  context: { production: boolean; self: () => string },
): PaymentsConfig {
  const common = {
    depositExpiryMs: env.DEPOSIT_EXPIRY_MINUTES * 60_000,
    reconcileIntervalMs: env.RECONCILE_INTERVAL_SECONDS * 1000,
  };
  if (!(env.SANDBOX_PAY ?? !context.production)) return { sandbox: null, ...common };
  if (context.production && !(env.SANDBOX_PAY_SECRET_KEY && env.SANDBOX_PAY_WEBHOOK_SECRET)) {
    throw new Error(
      "Refusing to start in production: SANDBOX_PAY=true needs SANDBOX_PAY_SECRET_KEY and SANDBOX_PAY_WEBHOOK_SECRET",
    );
  }
  const secretKey = env.SANDBOX_PAY_SECRET_KEY ?? `sk_sandbox_${randomToken(24)}`;
  const providerUrl = () => env.SANDBOX_PAY_URL ?? context.self();
  return {
    sandbox: {
      providerUrl,
      publicUrl: () => env.SANDBOX_PAY_PUBLIC_URL ?? providerUrl(),
      notifyBaseUrl: () => env.PAYMENT_NOTIFY_BASE_URL ?? context.self(),
      secretKey,
      webhookSecret: env.SANDBOX_PAY_WEBHOOK_SECRET ?? `whsec_${randomToken(24)}`,
      codeSecret: createHmac("sha256", secretKey).update("sandbox-pay collection codes").digest("hex"),
    },
    ...common,
  };
}

/** This process as seen from itself: loopback when it listens on every interface. */
export function selfUrl(host: string, port: number): string {
  const loopback = host === "0.0.0.0" || host === "::" || host === "" ? "127.0.0.1" : host;
  return `http://${loopback.includes(":") ? `[${loopback}]` : loopback}:${port}`;
}
