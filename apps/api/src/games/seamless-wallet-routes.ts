import {
  WALLET_OPERATOR_HEADER,
  WALLET_SIGNATURE_HEADER,
  walletBalanceRequestSchema,
  walletBetRequestSchema,
  walletErrorSchema,
  walletRollbackRequestSchema,
  walletSuccessSchema,
  walletWinRequestSchema,
} from "@platform/contracts";
import { operatorSecret, SIGNATURE_PROBLEMS, verifyWalletSignature } from "@platform/contracts/server";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { HttpError } from "../http/http-error.ts";
import type { Site } from "../sites/site-repository.ts";
import type { Games } from "./seamless-wallet.ts";
import { WalletFailure } from "./wallet-failure.ts";
import { failureReply, type WalletReply } from "./wallet-replies.ts";

const MAX_BODY_BYTES = 16 * 1024;

/**
 * Per operator and calling address, instead of the players' per-address limit: the aggregator is
 * one address making every player's calls. Generous (a busy operator's spins), yet a flood with a
 * forged operator header from elsewhere cannot spend the real aggregator's budget.
 */
const WALLET_RATE_LIMIT = {
  max: 60_000,
  timeWindow: "1 minute",
  keyGenerator: (request: FastifyRequest) =>
    `wallet:${String(request.headers[WALLET_OPERATOR_HEADER] ?? "")}:${request.ip}`,
};

/** Every status contracts' WALLET_ERROR_STATUS uses, each answering the wallet's error shape. */
const errorStatuses = {
  400: walletErrorSchema,
  401: walletErrorSchema,
  402: walletErrorSchema,
  403: walletErrorSchema,
  404: walletErrorSchema,
  409: walletErrorSchema,
  422: walletErrorSchema,
  500: walletErrorSchema,
};
type WalletStatus = 200 | keyof typeof errorStatuses;

/**
 * POST /api/wallet/{balance,bet,win,rollback}: the aggregator's calls (contracts
 * seamless-wallet.ts). The body stays raw until its signature, by the operator's secret over
 * `timestamp.body`, is verified; only then is it parsed and checked against the contract.
 */
export async function seamlessWalletRoutes(app: FastifyInstance, { games }: { games: Games }): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: MAX_BODY_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  const secrets = new Map<string, string>();
  const secretOf = (site: Site) => {
    let secret = secrets.get(site.siteCode);
    if (!secret) {
      secret = operatorSecret(games.options.walletKey, site.siteCode);
      secrets.set(site.siteCode, secret);
    }
    return secret;
  };

  function route<S extends z.ZodType>(
    name: string,
    summary: string,
    schema: S,
    call: (site: Site, body: z.infer<S>) => Promise<WalletReply>,
  ): void {
    app.post(
      `/wallet/${name}`,
      {
        config: { rateLimit: WALLET_RATE_LIMIT },
        schema: {
          tags: ["seamless wallet"],
          summary,
          description: `Called by the game aggregator. JSON body as contracts' wallet ${name} request, signed: \`${WALLET_OPERATOR_HEADER}: <site code>\`, \`${WALLET_SIGNATURE_HEADER}: t=<unix>,v1=<hex HMAC-SHA256(operatorSecret(GAMES_WALLET_KEY, site code), t + "." + raw body)>\`.`,
          response: { 200: walletSuccessSchema, ...errorStatuses },
        },
      },
      async (request, reply) => {
        const answer = await handle(request, schema, call).catch((error: unknown) => {
          request.log.error({ err: error, reqId: request.id }, "wallet call failed");
          return failureReply(new WalletFailure("RS_ERROR_UNKNOWN", "Internal server error"));
        });
        if (answer.body.status === "error") {
          request.log.info({ call: name, code: answer.body.code }, "wallet call refused");
        }
        return reply
          .code(answer.statusCode as WalletStatus)
          .header("cache-control", "no-store")
          .send(answer.body);
      },
    );
  }

  async function handle<S extends z.ZodType>(
    request: FastifyRequest,
    schema: S,
    call: (site: Site, body: z.infer<S>) => Promise<WalletReply>,
  ): Promise<WalletReply> {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const operator = request.headers[WALLET_OPERATOR_HEADER];
    const site = typeof operator === "string" && operator ? await siteOf(operator) : null;
    if (!site) return refuse("RS_ERROR_INVALID_SIGNATURE", "Unknown operator.");
    const header = request.headers[WALLET_SIGNATURE_HEADER];
    const check = verifyWalletSignature(
      secretOf(site),
      raw,
      typeof header === "string" ? header : undefined,
      games.accounts.clock(),
    );
    if (!check.ok) return refuse("RS_ERROR_INVALID_SIGNATURE", SIGNATURE_PROBLEMS[check.reason]);
    let json: unknown;
    try {
      json = JSON.parse(raw.toString("utf8"));
    } catch {
      return refuse("RS_ERROR_WRONG_TYPES", "The body is not JSON.");
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({
        message: `${issue.path.join(".") || "body"}: ${issue.message}`,
      }));
      return {
        statusCode: 400,
        body: { status: "error", code: "RS_ERROR_WRONG_TYPES", message: "The request is invalid.", errors },
      };
    }
    try {
      return await call(site, parsed.data);
    } catch (error) {
      if (error instanceof WalletFailure) return failureReply(error);
      throw error;
    }
  }

  async function siteOf(siteCode: string): Promise<Site | null> {
    try {
      return await games.sites.byCode(siteCode);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
  }

  const { wallet } = games;
  route("balance", "The player's balance", walletBalanceRequestSchema, (site, body) =>
    wallet.balance(site, body),
  );
  route("bet", "Take a stake (cash first, then promo credit)", walletBetRequestSchema, (site, body) =>
    wallet.bet(site, body),
  );
  route(
    "win",
    "Pay out a bet of the round (zero closes a lost round)",
    walletWinRequestSchema,
    (site, body) => wallet.win(site, body),
  );
  route(
    "rollback",
    "Reverse a bet, or the win that closed its round",
    walletRollbackRequestSchema,
    (site, body) => wallet.rollback(site, body),
  );
}

function refuse(code: "RS_ERROR_INVALID_SIGNATURE" | "RS_ERROR_WRONG_TYPES", message: string): WalletReply {
  return failureReply(new WalletFailure(code, message));
}
