import {
  type ExclusionPeriod,
  exclusionSchema,
  messageEnvelope,
  REALITY_CHECK_INTERVALS,
  realityCheckIntervalRequestSchema,
  realityCheckResponseSchema,
  SELF_EXCLUSION_PERIODS,
  saferGamblingResponseSchema,
  selfExclusionRequestSchema,
  successEnvelope,
  TIME_OUT_PERIODS,
  timeOutRequestSchema,
} from "@platform/contracts";
import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { playerExclusions } from "../db/schema.ts";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { clientInfo } from "../security/client-info.ts";
import type { Accounts } from "../session/accounts.ts";
import { authOf } from "../session/require-user.ts";
import { confirmIdentity } from "../users/confirm-identity.ts";
import { updateUser } from "../users/user-repository.ts";
import { excludePlayer, toExclusion } from "./exclude-player.ts";
import { utcMinute } from "./exclusion-message.ts";
import { acknowledgeRealityCheck, realityCheckMinutes, realityCheckOf } from "./reality-check.ts";

const common = { tags: ["safer gambling"], security: bearerSecurity, headers: authHeadersSchema };

/**
 * Safer gambling (UKGC RTS 13, GAMSTOP-style exclusions): the reality check's interval and its
 * numbers, time-outs and self-exclusion. There is deliberately no call to end or shorten an
 * exclusion: it ends by itself on its date.
 */
export const saferGamblingRoutes: FastifyPluginAsyncZod<{ accounts: Accounts }> = async (
  app,
  { accounts },
) => {
  app.get(
    "/user/safer-gambling",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "The player's reality-check interval, the periods offered and past exclusions",
        response: { 200: successEnvelope(saferGamblingResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { user, site } = authOf(request);
      const history = await accounts.db
        .select()
        .from(playerExclusions)
        .where(eq(playerExclusions.userId, user.id))
        .orderBy(desc(playerExclusions.createdAt), desc(playerExclusions.id))
        .limit(20);
      return {
        status: "success" as const,
        data: {
          reality_check_minutes: realityCheckMinutes(user, site),
          reality_check_is_default: user.realityCheckMinutes === null,
          reality_check_options: [...REALITY_CHECK_INTERVALS],
          time_out_periods: [...TIME_OUT_PERIODS],
          self_exclusion_periods: [...SELF_EXCLUSION_PERIODS],
          history: history.map(toExclusion),
        },
      };
    },
  );

  app.post(
    "/user/reality-check-interval",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "Choose the minutes between reality checks (0 turns them off)",
        body: realityCheckIntervalRequestSchema,
        response: { 200: messageEnvelope(realityCheckResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const minutes = request.body.reality_check_minutes;
      const user = await updateUser(accounts.db, auth.user.id, { realityCheckMinutes: minutes });
      await accounts.events.record(
        { siteId: auth.site.id, userId: user.id, kind: "reality_check_changed", identifier: `${minutes}` },
        clientInfo(request),
      );
      const data = await realityCheckOf(accounts.db, { ...auth, user }, accounts.clock());
      const message =
        minutes === 0 ? "Reality checks are off." : `You will see a reality check every ${minutes} minutes.`;
      return { status: "success" as const, message, data };
    },
  );

  app.get(
    "/user/reality-check",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "Time played and net position (wins − stakes) since this session began",
        response: { 200: successEnvelope(realityCheckResponseSchema), ...accountErrorResponses },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const data = await realityCheckOf(accounts.db, authOf(request), accounts.clock());
      return { status: "success" as const, data };
    },
  );

  app.post(
    "/user/reality-check/continue",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "The player read the reality check and continues; the next is one interval later",
        response: { 200: messageEnvelope(realityCheckResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const now = accounts.clock();
      await acknowledgeRealityCheck(accounts.db, auth.sessionId, now);
      await accounts.events.record(
        { siteId: auth.site.id, userId: auth.user.id, kind: "reality_check_continued" },
        clientInfo(request),
      );
      const data = await realityCheckOf(accounts.db, auth, now);
      return { status: "success" as const, message: "Enjoy your game.", data };
    },
  );

  const exclusionRoute = (
    path: string,
    summary: string,
    body: typeof timeOutRequestSchema | typeof selfExclusionRequestSchema,
  ) =>
    app.post(
      path,
      {
        preHandler: app.requireUser,
        schema: {
          ...common,
          summary,
          description:
            "Needs the current password. Every session of the player ends at once; login, stakes, deposits and marketing are refused until ends_at. An exclusion in force can only be extended.",
          body,
          response: { 200: messageEnvelope(exclusionSchema), ...accountErrorResponses },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const period: ExclusionPeriod = request.body.period;
        await confirmIdentity(accounts, auth, request.body.password, "password");
        const client = clientInfo(request);
        const row = await excludePlayer(
          accounts.db,
          {
            userId: auth.user.id,
            siteId: auth.site.id,
            sessionId: auth.sessionId,
            period,
            now: accounts.clock(),
          },
          client,
        );
        const kind = row.kind === "time_out" ? "time_out_started" : "self_exclusion_started";
        await accounts.events.record(
          { siteId: auth.site.id, userId: auth.user.id, kind, identifier: period },
          client,
        );
        const until = utcMinute(row.endsAt);
        const message =
          row.kind === "time_out"
            ? `Your time-out has started. You can log in again after ${until}.`
            : `Your self-exclusion has started. You can log in again after ${until}.`;
        return { status: "success" as const, message, data: toExclusion(row) };
      },
    );

  exclusionRoute(
    "/user/time-out",
    "Take a break: 24 hours, 1 week, 1 month or 6 weeks",
    timeOutRequestSchema,
  );
  exclusionRoute(
    "/user/self-exclusion",
    "Exclude yourself: 6 months, 1 year, 2 years or 5 years",
    selfExclusionRequestSchema,
  );
};
