import {
  aggregatorErrorSchema,
  gameSessionRequestSchema,
  gameSessionSchema,
  rotatedSeedsSchema,
  rotateSeedsRequestSchema,
  roundSchema,
  successEnvelope,
} from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { GamesDatabase } from "../db/database.ts";
import { notFound } from "../http/http-error.ts";
import { errorResponses } from "../http/responses.ts";
import type { Operators } from "../operators/operators.ts";
import type { Clock } from "../shared/clock.ts";
import type { WalletClient } from "../wallet/wallet-client.ts";
import { findRound } from "./round-view.ts";
import { activeSeedPair, rotateSeedPair, type SeedPair } from "./seed-pairs.ts";
import { type Sessions, seedOwner, walletRefusal } from "./sessions.ts";
import type { Spins } from "./spins.ts";

export interface PlayRoutesOptions {
  db: GamesDatabase;
  sessions: Sessions;
  spins: Spins;
  operators: Operators;
  wallet: WalletClient;
  clock: Clock;
}

const playErrors = {
  ...errorResponses,
  401: aggregatorErrorSchema,
  402: aggregatorErrorSchema,
  403: aggregatorErrorSchema,
  409: aggregatorErrorSchema,
  502: aggregatorErrorSchema,
  503: aggregatorErrorSchema,
} as const;

const sessionParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "not a session id") });
const authHeaders = z.object({ authorization: z.string().max(2100).optional() });
const security = [{ launchToken: [] }];

const seedState = (pair: SeedPair) => ({
  server_seed_hash: pair.serverSeedHash,
  client_seed: pair.clientSeed,
  nonce: pair.nextNonce,
});

/** Game sessions, spins, seed rotation and round recall: what the game popup calls. */
export const playRoutes: FastifyPluginAsyncZod<PlayRoutesOptions> = async (app, options) => {
  const { db, sessions, spins, operators, wallet, clock } = options;

  app.post(
    "/v1/sessions",
    {
      schema: {
        tags: ["play"],
        summary: "Open a game session: real play with a launch token, fun play without",
        body: gameSessionRequestSchema,
        response: { 200: successEnvelope(gameSessionSchema), ...playErrors },
      },
      // Each real session asks the platform's wallet: tighter than the per-address backstop.
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    },
    async (request) => {
      const opened = await sessions.open(request.body);
      return {
        status: "success" as const,
        data: {
          session_id: opened.session.id,
          mode: opened.session.mode as "real" | "fun",
          currency: opened.session.currency,
          balance: opened.balance,
          bets: opened.game.bets,
          seeds: seedState(opened.seeds),
        },
      };
    },
  );

  app.get(
    "/v1/sessions/:id",
    {
      schema: {
        tags: ["play"],
        summary: "The session's balance, stakes and seeds (real play asks the platform's wallet)",
        params: sessionParams,
        headers: authHeaders,
        security,
        response: { 200: successEnvelope(gameSessionSchema), ...playErrors },
      },
    },
    async (request) => {
      const { session, token } = await sessions.authorize(request.params.id, request.headers.authorization);
      const operator = await operators.require(session.operatorId);
      const game = await sessions.playableGame(operator, session.gameSlug);
      let balance = Number(session.funBalance ?? 0n);
      if (session.mode === "real") {
        const outcome = await wallet.call(await operators.walletTarget(operator.id), "balance", {
          token,
          game: session.gameSlug,
        });
        if (outcome.kind !== "ok") throw walletRefusal(outcome);
        balance = outcome.answer.balance;
      }
      const pair = await activeSeedPair(db, seedOwner(session), clock());
      return {
        status: "success" as const,
        data: {
          session_id: session.id,
          mode: session.mode as "real" | "fun",
          currency: session.currency,
          balance,
          bets: game.bets,
          seeds: seedState(pair),
        },
      };
    },
  );

  app.post(
    "/v1/sessions/:id/spin",
    {
      schema: {
        tags: ["play"],
        summary:
          "One paid spin: one at a time per player, at least 2.5 s after the previous one started (UKGC RTS 14)",
        description:
          "Real play is paced per player across every game and session: a spin sooner than 2.5 s after the player's last spin started is refused with 429 (RS_ERROR_TOO_FAST on the same session, RS_ERROR_SPIN_IN_PROGRESS from another one) and Retry-After. Fun play is paced per session.",
        params: sessionParams,
        headers: authHeaders,
        body: z.object({ bet: z.number().int().positive().max(1_000_000_000) }),
        security,
        response: { 200: successEnvelope(roundSchema), ...playErrors },
      },
    },
    async (request) => {
      const authorized = await sessions.authorize(request.params.id, request.headers.authorization);
      return { status: "success" as const, data: await spins.spin(authorized, request.body.bet) };
    },
  );

  app.post(
    "/v1/sessions/:id/seeds",
    {
      schema: {
        tags: ["play"],
        summary:
          "Rotate seeds: reveals the current server seed, commits a new one with the player's client seed",
        params: sessionParams,
        headers: authHeaders,
        body: rotateSeedsRequestSchema,
        security,
        response: { 200: successEnvelope(rotatedSeedsSchema), ...playErrors },
      },
    },
    async (request) => {
      const { session } = await sessions.authorize(request.params.id, request.headers.authorization);
      const { previous, current } = await rotateSeedPair(
        db,
        seedOwner(session),
        request.body.client_seed,
        clock(),
      );
      return {
        status: "success" as const,
        data: {
          previous: {
            server_seed: previous.serverSeed,
            server_seed_hash: previous.serverSeedHash,
            client_seed: previous.clientSeed,
            next_nonce: previous.nextNonce,
          },
          current: seedState(current),
        },
      };
    },
  );

  app.get(
    "/v1/rounds/:id",
    {
      schema: {
        tags: ["play"],
        summary:
          "Round recall: the outcome exactly as it landed and its seeds (the server seed once rotated)",
        description:
          "Round ids are random UUIDs known to the player (and the platform's my bets); the answer names no player.",
        params: z.object({ id: z.uuid() }),
        response: { 200: successEnvelope(roundSchema), ...errorResponses },
      },
    },
    async (request) => {
      const round = await findRound(db, request.params.id);
      if (!round) throw notFound("There is no such round.");
      return { status: "success" as const, data: round };
    },
  );
};
