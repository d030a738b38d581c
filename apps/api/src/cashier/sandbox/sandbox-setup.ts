import type { FastifyServerOptions } from "fastify";
import type { Database } from "../../db/database.ts";
import type { Notifier } from "../../notifier/notifier.ts";
import { buildSandboxPay, type SandboxPay } from "../../sandbox-pay/sandbox-pay.ts";
import { type Clock, systemClock } from "../../security/clock.ts";
import type { PaymentGateway } from "../payment-gateway.ts";
import type { SandboxPayConfig } from "../payments-env.ts";
import { SandboxBankGateway } from "./sandbox-bank-gateway.ts";
import { SandboxCardGateway } from "./sandbox-card-gateway.ts";
import type { SandboxGatewayOptions } from "./sandbox-gateway.ts";
import { SandboxMobileMoneyGateway } from "./sandbox-mobile-money-gateway.ts";
import { SandboxPayClient, type Transport } from "./sandbox-pay-client.ts";

/** The platform's account at SandboxPay. */
export const PLATFORM_MERCHANT_ID = "acct_platform";

/** The three SandboxPay adapters, talking to the provider through `transport`. */
export function sandboxGateways(
  config: Pick<
    SandboxPayConfig,
    "providerUrl" | "publicUrl" | "notifyBaseUrl" | "secretKey" | "webhookSecret"
  >,
  transport: Transport = (request) => fetch(request),
  clock: Clock = systemClock,
): PaymentGateway[] {
  const options: SandboxGatewayOptions = {
    client: new SandboxPayClient({ baseUrl: config.providerUrl, secretKey: config.secretKey, transport }),
    webhookSecret: config.webhookSecret,
    notifyBaseUrl: config.notifyBaseUrl,
    publicUrl: config.publicUrl,
    clock,
  };
  return [
    new SandboxCardGateway(options),
    new SandboxMobileMoneyGateway(options),
    new SandboxBankGateway(options),
  ];
}

/**
 * SandboxPay in this process and the adapters that use it, with the platform as its one
 * merchant. They still talk over real HTTP (loopback by default), as they would to a provider
 * elsewhere, so the demo exercises the same path as production.
 */
export function createSandboxPayment(options: {
  db: Database;
  config: SandboxPayConfig;
  notifier: Notifier;
  logger?: FastifyServerOptions["logger"];
}): { provider: SandboxPay; gateways: PaymentGateway[] } {
  const { config } = options;
  const provider = buildSandboxPay({
    db: options.db,
    merchants: [
      {
        id: PLATFORM_MERCHANT_ID,
        name: "Betting platform",
        secretKey: config.secretKey,
        webhookSecret: config.webhookSecret,
      },
    ],
    publicUrl: config.publicUrl,
    notifier: options.notifier,
    codeSecret: config.codeSecret,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return { provider, gateways: sandboxGateways(config) };
}
