import {
  bookingCodeSchema,
  crashSessionRequestSchema,
  sportsAutoCashOutRequestSchema,
  sportsBettingRulesSchema,
  sportsBetViewSchema,
  sportsBookingCodeRequestSchema,
  sportsBookingSchema,
  sportsCashOutQuoteSchema,
  sportsCashOutRequestSchema,
  sportsPlaceBetRequestSchema,
  sportsPlacedBetsSchema,
  successEnvelope,
} from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../http/responses.ts";
import type { Operators } from "../../operators/operators.ts";
import type { Sessions } from "../../play/sessions.ts";
import type { WalletClient } from "../../wallet/wallet-client.ts";
import { betView, playerBets } from "./bet-views.ts";
import { rulesFor } from "./betting-deps.ts";
import { createBookingCode, loadBookingCode } from "./booking-codes.ts";
import { cashOut, quoteCashOut, setAutoCashOut } from "./cash-out.ts";
import { placeSlip } from "./place-bet.ts";
import { Admission, type AdmissionOptions } from "./placement-admission.ts";
import { authHeaders, security, sessionErrors, sessionParams } from "./session-route-schemas.ts";
import type { SportsBetting } from "./sports-betting.ts";
import { openSportsSession, SportsSessions } from "./sports-sessions.ts";
import { SPORTS_GAME_SLUG } from "./sports-wallet.ts";

export interface SportsBettingRoutesOptions {
  betting: SportsBetting;
  sessions: Sessions;
  operators: Operators;
  wallet: WalletClient;
  /** How many slips this node places at once, and waiting (placement-admission.ts). */
  admission?: AdmissionOptions;
}

const betParams = sessionParams.extend({ betId: z.uuid() });
const operatorQuery = z.object({ operator: z.string().min(1).max(50) });
const tags = ["sports"];

/**
 * The sportsbook's player API (docs/decisions/046-sports-betting.md). Public: the operator's rules
 * (the slip shows them) and booking codes. A player's, with a sportsbook session opened with the
 * launch token (`Authorization: Bearer` on every call, as crash): place a slip, their bets, cash-out
 * quotes, cash-out and the auto cash-out rule.
 */
export const sportsBettingRoutes: FastifyPluginAsyncZod<SportsBettingRoutesOptions> = async (
  app,
  options,
) => {
  const { betting, sessions, operators, wallet } = options;
  const deps = betting.deps;
  const admission = new Admission(options.admission);
  const sportsSessions = new SportsSessions(sessions);
  const authorize = (id: string, authorization: string | undefined) =>
    sportsSessions.authorize(id, authorization);

  app.get(
    "/v1/sports/rules",
    {
      schema: {
        tags,
        summary: "Stakes, maximum payout, accumulator bonus, live delay and cash-out margin of the operator",
        querystring: operatorQuery,
        response: { 200: successEnvelope(sportsBettingRulesSchema), ...errorResponses },
      },
    },
    async (request) => {
      const operator = await operators.require(request.query.operator);
      const rules = await rulesFor(deps, operator.id);
      return {
        status: "success" as const,
        data: {
          game: SPORTS_GAME_SLUG,
          max_win: Math.max(1, Math.floor(rules.maxPayout / rules.minStake)),
          currency: operator.currency,
          min_stake: rules.minStake,
          max_stake: rules.maxStake,
          max_payout: rules.maxPayout,
          live_delay_ms: rules.liveDelayMs,
          cash_out_margin: rules.cashOutMargin,
          accumulator_bonus: { min_price_milli: rules.bonus.minPriceMilli, tiers: [...rules.bonus.tiers] },
        },
      };
    },
  );

  app.post(
    "/v1/sports/sessions",
    {
      schema: {
        tags,
        summary: "Open a sportsbook session with the launch token",
        body: crashSessionRequestSchema,
        response: {
          200: successEnvelope(
            z.object({ session_id: z.string(), currency: z.string(), balance: z.number() }),
          ),
          ...sessionErrors,
        },
      },
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    },
    async (request) => {
      const { session, balance } = await openSportsSession(
        { db: deps.db, operators, wallet, clock: deps.clock },
        request.body,
      );
      return {
        status: "success" as const,
        data: { session_id: session.id, currency: session.currency, balance },
      };
    },
  );

  app.post(
    "/v1/sports/sessions/:id/bets",
    {
      schema: {
        tags,
        summary: "Place a slip: singles, an accumulator or a system bet, with the price-change choice",
        description:
          "Each bet is checked against the current prices and market states and the player's choice (any, higher, ask); a bet with a leg in play is held for the live delay and checked again. A replay of request_id answers the bet it placed. Refused bets say why per leg, with the current price. When the node is placing as many slips as it takes, a slip is refused at once with 503 RS_ERROR_BUSY and Retry-After, nothing placed.",
        params: sessionParams,
        headers: authHeaders,
        body: sportsPlaceBetRequestSchema,
        security,
        response: { 200: successEnvelope(sportsPlacedBetsSchema), ...sessionErrors },
      },
    },
    async (request) => {
      const authorized = await authorize(request.params.id, request.headers.authorization);
      const placed = await admission.run(() => placeSlip(deps, authorized, request.body));
      return { status: "success" as const, data: placed };
    },
  );

  app.get(
    "/v1/sports/sessions/:id/bets",
    {
      schema: {
        tags,
        summary: "The player's bets, newest first, with legs, prices, state and payouts",
        params: sessionParams,
        headers: authHeaders,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(50),
          before: z.iso.datetime().optional(),
        }),
        security,
        response: {
          200: successEnvelope(z.object({ bets: z.array(sportsBetViewSchema) })),
          ...sessionErrors,
        },
      },
    },
    async (request) => {
      const { session } = await authorize(request.params.id, request.headers.authorization);
      const { limit, before } = request.query;
      const rows = await playerBets(
        deps.db,
        { operatorId: session.operatorId, playerId: session.playerId! },
        { limit, ...(before ? { before: new Date(before) } : {}) },
      );
      const rules = await rulesFor(deps, session.operatorId);
      return {
        status: "success" as const,
        data: { bets: rows.map(({ bet, legs }) => betView(bet, legs, rules)) },
      };
    },
  );

  app.post(
    "/v1/sports/sessions/:id/bets/:betId/cash-out/quote",
    {
      schema: {
        tags,
        summary: "A cash-out offer for an open bet, good for a few seconds",
        description: "Refused (409) while a leg's market is suspended or the bet is no longer open.",
        params: betParams,
        headers: authHeaders,
        security,
        response: { 200: successEnvelope(sportsCashOutQuoteSchema), ...sessionErrors },
      },
    },
    async (request) => {
      const authorized = await authorize(request.params.id, request.headers.authorization);
      return { status: "success" as const, data: await quoteCashOut(deps, authorized, request.params.betId) };
    },
  );

  app.post(
    "/v1/sports/sessions/:id/bets/:betId/cash-out",
    {
      schema: {
        tags,
        summary: "Cash out all or part of the running stake at a quote",
        params: betParams,
        headers: authHeaders,
        body: sportsCashOutRequestSchema,
        security,
        response: { 200: successEnvelope(sportsBetViewSchema), ...sessionErrors },
      },
    },
    async (request) => {
      const authorized = await authorize(request.params.id, request.headers.authorization);
      return {
        status: "success" as const,
        data: await cashOut(deps, authorized, request.params.betId, request.body),
      };
    },
  );

  app.post(
    "/v1/sports/sessions/:id/bets/:betId/auto-cash-out",
    {
      schema: {
        tags,
        summary: "Cash out by itself once the offer reaches an amount (null: no rule)",
        params: betParams,
        headers: authHeaders,
        body: sportsAutoCashOutRequestSchema,
        security,
        response: { 200: successEnvelope(sportsBetViewSchema), ...sessionErrors },
      },
    },
    async (request) => {
      const authorized = await authorize(request.params.id, request.headers.authorization);
      return {
        status: "success" as const,
        data: await setAutoCashOut(deps, authorized, request.params.betId, request.body.at),
      };
    },
  );

  app.post(
    "/v1/sports/booking-codes",
    {
      schema: {
        tags,
        summary: "A short code for a slip's selections, to share",
        querystring: operatorQuery,
        body: sportsBookingCodeRequestSchema,
        response: { 200: successEnvelope(sportsBookingSchema), ...sessionErrors },
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request) => {
      const operator = await operators.require(request.query.operator);
      return {
        status: "success" as const,
        data: await createBookingCode(deps, operator.id, request.body.selections),
      };
    },
  );

  app.get(
    "/v1/sports/booking-codes/:code",
    {
      schema: {
        tags,
        summary:
          "A booking code's selections at current prices, each flagged if its price moved or it closed",
        params: z.object({ code: bookingCodeSchema }),
        querystring: operatorQuery,
        response: { 200: successEnvelope(sportsBookingSchema), ...sessionErrors },
      },
    },
    async (request) => {
      const operator = await operators.require(request.query.operator);
      return {
        status: "success" as const,
        data: await loadBookingCode(deps, operator.id, request.params.code),
      };
    },
  );
};
