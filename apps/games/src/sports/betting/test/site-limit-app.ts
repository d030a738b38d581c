import { randomUUID } from "node:crypto";
import { WALLET_OPERATOR_HEADER, WALLET_SIGNATURE_HEADER } from "@platform/contracts";
import { operatorSecret, signWalletBody } from "@platform/contracts/server";
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { registerErrorHandler } from "../../../http/error-handler.ts";
import { GAMES_PREFIX } from "../../../http/responses.ts";
import { Operators } from "../../../operators/operators.ts";
import { TEST_WALLET_KEY, TEST_WALLET_URL } from "../../../test/games-test-app.ts";
import { siteLimitRoute } from "../site-limit-route.ts";
import type { BettingTestKit } from "./betting-test-kit.ts";

/** The site-limit route alone on the betting kit's service (under the aggregator's prefix), for inject. */
export async function siteLimitApp(kit: BettingTestKit): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(siteLimitRoute, {
    prefix: GAMES_PREFIX,
    betting: kit.betting,
    operators: new Operators(kit.feed.testDb.db, () => TEST_WALLET_URL),
    walletKey: TEST_WALLET_KEY,
    clock: kit.feed.clock.now,
  });
  await app.ready();
  return app;
}

export interface SiteLimitCall {
  /** The operator header (default alpha). */
  operator?: string;
  /** Whose secret signs (default: the operator's). */
  signAs?: string;
  /** The key the secret derives from (default: the kit's). */
  key?: string;
  /** When the signature says it was made (default: now). */
  at?: Date;
  /** A signature header to send as is; null sends none. */
  signature?: string | null;
  /** The raw body, when it must not be JSON of the fields. */
  raw?: string;
}

/** POST /v1/sports/site-limit as the platform sends it, signed (each field overridable). */
export function sendSiteLimit(
  app: FastifyInstance,
  fields: Record<string, unknown>,
  options: SiteLimitCall & { now: Date },
): Promise<LightMyRequestResponse> {
  const operator = options.operator ?? "alpha";
  const raw = options.raw ?? JSON.stringify({ request_id: randomUUID(), currency: "KES", ...fields });
  const secret = operatorSecret(options.key ?? TEST_WALLET_KEY, options.signAs ?? operator);
  const signature =
    options.signature === undefined
      ? signWalletBody(secret, raw, options.at ?? options.now)
      : options.signature;
  return app.inject({
    method: "POST",
    url: `${GAMES_PREFIX}/v1/sports/site-limit`,
    payload: raw,
    headers: {
      "content-type": "application/json",
      [WALLET_OPERATOR_HEADER]: operator,
      ...(signature === null ? {} : { [WALLET_SIGNATURE_HEADER]: signature }),
    },
  });
}
