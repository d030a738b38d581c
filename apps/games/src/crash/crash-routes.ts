import {
  aggregatorErrorSchema,
  crashChainSaltSchema,
  crashLatestHashSchema,
  crashOwnBetSchema,
  crashPlaceBetsRequestSchema,
  crashPlacedBetsSchema,
  crashRoundSchema,
  crashRulesSchema,
  crashSessionRequestSchema,
  crashSessionSchema,
  crashSnapshotSchema,
  successEnvelope,
} from "@platform/contracts";
import { isLiveChannel } from "@platform/contracts/client";
import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { GamesDatabase } from "../db/database.ts";
import { crashChains, crashRounds } from "../db/schema.ts";
import { GamesError, notFound } from "../http/http-error.ts";
import { errorResponses } from "../http/responses.ts";
import type { Operators } from "../operators/operators.ts";
import { type Sessions, walletRefusal } from "../play/sessions.ts";
import type { Clock } from "../shared/clock.ts";
import type { WalletClient } from "../wallet/wallet-client.ts";
import { cashOut } from "./cash-out.ts";
import type { CrashGame } from "./crash-game.ts";
import { crashPlayerChannel } from "./crash-publisher.ts";
import { playerBets, publishedChains, recentRounds, snapshot } from "./crash-queries.ts";
import { crashRules } from "./crash-rules.ts";
import { authorizeCrashSession, openCrashSession } from "./crash-sessions.ts";
import { LIVE_TICKET_MS } from "./live-tickets.ts";

export interface CrashRoutesOptions {
  db: GamesDatabase;
  crash: CrashGame;
  sessions: Sessions;
  operators: Operators;
  wallet: WalletClient;
  clock: Clock;
}

const crashErrors = {
  ...errorResponses,
  401: aggregatorErrorSchema,
  402: aggregatorErrorSchema,
  403: aggregatorErrorSchema,
  409: aggregatorErrorSchema,
  422: aggregatorErrorSchema,
  502: aggregatorErrorSchema,
  503: aggregatorErrorSchema,
} as const;

const sessionParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "not a session id") });
const betParams = sessionParams.extend({ betId: z.uuid() });
const authHeaders = z.object({ authorization: z.string().max(2100).optional() });
const security = [{ launchToken: [] }];
const tags = ["crash"];

/**
 * The crash game's player API (docs/decisions/040-crash.md). Public: rules, the current state,
 * the last rounds and the latest revealed hash. A player's: a crash session (opened with the launch
 * token, which every later call carries as `Authorization: Bearer`), bets, cancel, cash-out and
 * their own bets.
 */
export const crashRoutes: FastifyPluginAsyncZod<CrashRoutesOptions> = async (app, options) => {
  const { db, crash, sessions, operators, wallet, clock } = options;
  const player = (session: { operatorId: string; playerId: string | null }) => ({
    operatorId: session.operatorId,
    playerId: session.playerId!,
  });

  app.get(
    "/v1/crash/rules",
    {
      schema: {
        tags,
        summary:
          "The rules shown before every round: house edge, RTP, maximum profit, limits, chain and salt",
        // The rules' sentences in this language (en, fr, sw, pt; any other reads English).
        querystring: z.object({
          operator: z.string().min(1).max(50),
          locale: z.string().min(2).max(10).optional(),
        }),
        response: { 200: successEnvelope(crashRulesSchema), ...errorResponses },
      },
    },
    async (request) => {
      const operator = await operators.require(request.query.operator);
      return {
        status: "success" as const,
        data: crashRules(operator.currency, crash.options, await publishedChains(db), request.query.locale),
      };
    },
  );

  app.get(
    "/v1/crash/state",
    {
      schema: {
        tags,
        summary: "The round running or taking bets, the next one, their bets and the latest rounds",
        description: "The same snapshot the `crash` live channel gives a client it cannot bring up to date.",
        response: { 200: successEnvelope(crashSnapshotSchema), ...errorResponses },
      },
    },
    async () => ({ status: "success" as const, data: await snapshot(db, clock(), crash.options.growthRate) }),
  );

  app.get(
    "/v1/crash/history",
    {
      schema: {
        tags,
        summary:
          "The last rounds, newest first, each with its revealed hash and crash point, and their chains' salts",
        description:
          "A round's chain is the one whose rounds from first_round on it plays: its hash, hashed (id − first_round + 1) times, gives the chain's terminating hash, and the salt gives its crash point.",
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(100) }),
        response: {
          200: successEnvelope(
            z.object({ rounds: z.array(crashRoundSchema), chains: z.array(crashChainSaltSchema) }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: {
        rounds: await recentRounds(db, request.query.limit),
        chains: (await publishedChains(db)).map((chain) => ({
          id: chain.id,
          first_round: chain.firstRound,
          terminating_hash: chain.terminatingHash!,
          salt: chain.salt,
        })),
      },
    }),
  );

  app.get(
    "/v1/crash/latest-hash",
    {
      schema: {
        tags,
        summary: "The latest revealed hash, with its chain's terminating hash and salt",
        response: { 200: successEnvelope(crashLatestHashSchema), ...errorResponses },
      },
    },
    async () => {
      const [latest] = await db
        .select({ round: crashRounds, chain: crashChains })
        .from(crashRounds)
        .innerJoin(crashChains, eq(crashChains.id, crashRounds.chainId))
        .where(eq(crashRounds.state, "crashed"))
        .orderBy(desc(crashRounds.id))
        .limit(1);
      if (!latest) throw notFound("No round has ended yet.");
      return {
        status: "success" as const,
        data: {
          round: latest.round.id,
          hash: latest.round.hash,
          crash_point: latest.round.crashPoint,
          ended_at: latest.round.endedAt!.toISOString(),
          chain: {
            id: latest.chain.id,
            terminating_hash: latest.chain.terminatingHash!,
            salt: latest.chain.salt,
          },
        },
      };
    },
  );

  const sessionAnswer = async (
    session: { id: string; operatorId: string; playerId: string | null; currency: string; expiresAt: Date },
    balance: number,
  ) => {
    const channel = crashPlayerChannel(session.operatorId, session.playerId!);
    const now = clock();
    // Short: the socket keeps the player's channel only while the page can get another (live-tickets.ts).
    const expiresAt = new Date(Math.min(session.expiresAt.getTime(), now.getTime() + LIVE_TICKET_MS));
    return {
      session_id: session.id,
      currency: session.currency,
      balance,
      live: {
        path: crash.livePath,
        ticket: crash.tickets.issue(session.id, expiresAt),
        channel: isLiveChannel(channel) ? channel : "",
        expires_in: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
      },
      bets: await playerBets(db, player(session), { limit: 10 }),
    };
  };

  app.post(
    "/v1/crash/sessions",
    {
      schema: {
        tags,
        summary: "Open a crash session with the launch token (real money; visitors watch without one)",
        body: crashSessionRequestSchema,
        response: { 200: successEnvelope(crashSessionSchema), ...crashErrors },
      },
      // Each session asks the platform's wallet.
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    },
    async (request) => {
      const opened = await openCrashSession({ db, operators, wallet, clock }, request.body);
      return { status: "success" as const, data: await sessionAnswer(opened.session, opened.balance) };
    },
  );

  app.get(
    "/v1/crash/sessions/:id",
    {
      schema: {
        tags,
        summary:
          "The session's balance (asked of the wallet), a fresh live ticket and the player's latest bets",
        params: sessionParams,
        headers: authHeaders,
        security,
        response: { 200: successEnvelope(crashSessionSchema), ...crashErrors },
      },
    },
    async (request) => {
      const { session, token } = await authorizeCrashSession(
        sessions,
        request.params.id,
        request.headers.authorization,
      );
      const outcome = await wallet.call(await operators.walletTarget(session.operatorId), "balance", {
        token,
        game: session.gameSlug,
      });
      // A player logged out (or whose session was revoked) is refused here (401): no new ticket.
      if (outcome.kind !== "ok") throw walletRefusal(outcome);
      return { status: "success" as const, data: await sessionAnswer(session, outcome.answer.balance) };
    },
  );

  app.post(
    "/v1/crash/sessions/:id/bets",
    {
      schema: {
        tags,
        summary: "Place one or two bets (slots 1 and 2), each with an optional auto cash-out",
        description:
          "A bet goes to the round taking bets, or, while a round runs, to the next one. Each bet is placed on its own: one may be refused while the other is placed. When every bet is refused, the answer is the first refusal.",
        params: sessionParams,
        headers: authHeaders,
        body: crashPlaceBetsRequestSchema,
        security,
        response: { 200: successEnvelope(crashPlacedBetsSchema), ...crashErrors },
      },
    },
    async (request) => {
      const authorized = await authorizeCrashSession(
        sessions,
        request.params.id,
        request.headers.authorization,
      );
      const result = await crash.bets.place(authorized, request.body.bets);
      const first = result.refused[0];
      if (result.placed.length === 0 && first) {
        throw new GamesError(first.status, first.code, first.message, first.balance);
      }
      return { status: "success" as const, data: result };
    },
  );

  app.post(
    "/v1/crash/sessions/:id/bets/:betId/cancel",
    {
      schema: {
        tags,
        summary: "Cancel a bet before its round starts; its stake is returned",
        params: betParams,
        headers: authHeaders,
        security,
        response: { 200: successEnvelope(crashOwnBetSchema), ...crashErrors },
      },
    },
    async (request) => {
      const authorized = await authorizeCrashSession(
        sessions,
        request.params.id,
        request.headers.authorization,
      );
      return { status: "success" as const, data: await crash.bets.cancel(authorized, request.params.betId) };
    },
  );

  app.post(
    "/v1/crash/sessions/:id/bets/:betId/cash-out",
    {
      schema: {
        tags,
        summary: "Cash out at the multiplier of the server's receipt time, if that is before the crash",
        description:
          "Answers the bet as cashed out (this request's cash-out, or the one already made: a repeated request answers the same) or refuses with the reason (409: RS_ERROR_ROUND_CRASHED, RS_ERROR_ROUND_NOT_STARTED, RS_ERROR_TOO_EARLY, RS_ERROR_BET_REFUNDED, RS_ERROR_BET_CLOSED). The win is sent to the wallet after the answer.",
        params: betParams,
        headers: authHeaders,
        security,
        response: { 200: successEnvelope(crashOwnBetSchema), ...crashErrors },
      },
    },
    async (request) => {
      // Taken first: the receipt time decides, not the time the request is done being checked.
      const receivedAt = clock();
      const authorized = await authorizeCrashSession(
        sessions,
        request.params.id,
        request.headers.authorization,
      );
      const bet = await cashOut(
        {
          db,
          publisher: crash.publisher,
          deliveries: crash.deliveries,
          growthRate: crash.options.growthRate,
          leaseMs: crash.leaseMs,
        },
        authorized,
        request.params.betId,
        receivedAt,
      );
      return { status: "success" as const, data: bet };
    },
  );

  app.get(
    "/v1/crash/sessions/:id/bets",
    {
      schema: {
        tags,
        summary: "The player's bets, newest first, with each round's hash and crash point once it has ended",
        params: sessionParams,
        headers: authHeaders,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(50),
          before: z.iso.datetime().optional(),
        }),
        security,
        response: { 200: successEnvelope(z.object({ bets: z.array(crashOwnBetSchema) })), ...crashErrors },
      },
    },
    async (request) => {
      const { session } = await authorizeCrashSession(
        sessions,
        request.params.id,
        request.headers.authorization,
      );
      const { limit, before } = request.query;
      return {
        status: "success" as const,
        data: {
          bets: await playerBets(db, player(session), {
            limit,
            ...(before ? { before: new Date(before) } : {}),
          }),
        },
      };
    },
  );
};
