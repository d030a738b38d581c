import {
  aggregatorErrorSchema,
  sportsSiteLimitRequestSchema,
  sportsSiteLimitSchema,
  successEnvelope,
  WALLET_OPERATOR_HEADER,
  WALLET_SIGNATURE_HEADER,
} from "@platform/contracts";
import { operatorSecret, SIGNATURE_PROBLEMS, verifyWalletSignature } from "@platform/contracts/server";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { GamesError } from "../../http/http-error.ts";
import { errorResponses } from "../../http/responses.ts";
import type { Operator, Operators } from "../../operators/operators.ts";
import type { Clock } from "../../shared/clock.ts";
import { rulesFor } from "./betting-deps.ts";
import { saveSiteMaxWinPerBet } from "./betting-rules-store.ts";
import { SignedCallReplays } from "./signed-call-replays.ts";
import type { SportsBetting } from "./sports-betting.ts";

export interface SiteLimitRouteOptions {
  betting: SportsBetting;
  operators: Operators;
  /** GAMES_WALLET_KEY: the operator's secret derives from it, as for the seamless wallet. */
  walletKey: string;
  clock: Clock;
}

const MAX_BODY_BYTES = 1024;

const invalid = (message: string) => new GamesError(400, "RS_ERROR_WRONG_TYPES", message);

/**
 * POST /v1/sports/site-limit (contracts sports-site-limit.ts): the platform sets its site's max win
 * per bet, which caps the sportsbook's maximum payout. The body stays raw until the operator's
 * signature over it is verified; a replay, another operator's secret or a stale timestamp is
 * refused before anything is read. Writes what `sports rules <operator> site-limit` writes.
 */
export const siteLimitRoute: FastifyPluginAsync<SiteLimitRouteOptions> = async (app, options) => {
  const { betting, operators, walletKey, clock } = options;
  const replays = new SignedCallReplays();
  // Encapsulated: only this route reads its body as bytes (the signature covers them exactly).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: MAX_BODY_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    "/v1/sports/site-limit",
    {
      schema: {
        tags: ["sports"],
        summary: "The operator sets its site's max win per bet (signed by the operator)",
        description: `Called by the platform. JSON body as contracts' sportsSiteLimitRequestSchema, signed: \`${WALLET_OPERATOR_HEADER}: <site code>\`, \`${WALLET_SIGNATURE_HEADER}: t=<unix>,v1=<hex HMAC-SHA256(operatorSecret(GAMES_WALLET_KEY, site code), t + "." + raw body)>\`. A request is accepted once.`,
        response: {
          200: successEnvelope(sportsSiteLimitSchema),
          ...errorResponses,
          401: aggregatorErrorSchema,
          409: aggregatorErrorSchema,
          422: aggregatorErrorSchema,
        },
      },
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const operator = await signedBy(request, raw);
      const body = parseBody(raw);
      if (body.currency !== operator.currency)
        throw new GamesError(
          422,
          "RS_ERROR_WRONG_CURRENCY",
          `The limit is in ${body.currency}; this operator's currency is ${operator.currency}.`,
        );
      await saveSiteMaxWinPerBet(betting.deps.db, operator.id, body.site_max_win_per_bet, clock());
      // This node at once; the others within their rules cache's few seconds.
      betting.deps.rules.invalidate();
      const rules = await rulesFor(betting.deps, operator.id);
      request.log.info({ operator: operator.id, limit: body.site_max_win_per_bet }, "site limit set");
      reply.header("cache-control", "no-store");
      return {
        status: "success" as const,
        data: {
          operator: operator.id,
          site_max_win_per_bet: body.site_max_win_per_bet,
          max_payout: rules.maxPayout,
        },
      };
    },
  );

  /** The enabled operator whose fresh, unseen signature the request carries; else refused. */
  async function signedBy(request: FastifyRequest, raw: Buffer): Promise<Operator> {
    const id = request.headers[WALLET_OPERATOR_HEADER];
    const operator =
      typeof id === "string" && id !== "" && id.length <= 50 ? await operators.require(id) : null;
    if (!operator) throw new GamesError(401, "RS_ERROR_INVALID_SIGNATURE", "The call names no operator.");
    const header = request.headers[WALLET_SIGNATURE_HEADER];
    const signature = typeof header === "string" ? header : undefined;
    const check = verifyWalletSignature(operatorSecret(walletKey, operator.id), raw, signature, clock());
    if (!check.ok) {
      request.log.info({ operator: operator.id, reason: check.reason }, "site limit call refused");
      throw new GamesError(401, "RS_ERROR_INVALID_SIGNATURE", SIGNATURE_PROBLEMS[check.reason]);
    }
    if (!replays.first(operator.id, macOf(signature!), clock().getTime())) {
      request.log.info({ operator: operator.id }, "site limit call replayed");
      throw new GamesError(409, "RS_ERROR_REPLAYED", "This signed request was already received.");
    }
    return operator;
  }
};

/** The `v1` part of a verified header, as verifyWalletSignature reads it (the last one). */
function macOf(header: string): string {
  const macs = header
    .split(",")
    .map((part) => part.trim().split("="))
    .filter(([key]) => key === "v1");
  return macs.at(-1)?.[1] ?? "";
}

function parseBody(raw: Buffer) {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString("utf8"));
  } catch {
    throw invalid("The body is not JSON.");
  }
  const parsed = sportsSiteLimitRequestSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw invalid(`The request is invalid: ${first?.path.join(".") || "body"}: ${first?.message ?? ""}`);
  }
  return parsed.data;
}
