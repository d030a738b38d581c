import {
  currencyExponent,
  fromMinorUnits,
  referralCodeResponseSchema,
  referralFriendsQuerySchema,
  referralFriendsResponseSchema,
  referralRewardsResponseSchema,
  successEnvelope,
} from "@platform/contracts";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { referrals, users } from "../db/schema.ts";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { HttpError } from "../http/http-error.ts";
import type { Accounts } from "../session/accounts.ts";
import { authOf } from "../session/require-user.ts";
import type { Site } from "../sites/site-repository.ts";
import { siteCurrency } from "../wallet/amounts.ts";
import { ensureReferralCode } from "./referral-codes.ts";
import { referralProgrammeOn, rulesView } from "./referral-rules.ts";
import { toFriend, toReward } from "./referral-view.ts";

const common = { tags: ["bring-a-friend"], security: bearerSecurity, headers: authHeadersSchema };
/** The newest rewards listed; the totals cover them all. */
const REWARDS_SHOWN = 50;

function assertProgramme(site: Site): void {
  if (!referralProgrammeOn(site.settings)) {
    throw new HttpError(404, "Bring-a-friend is not available on this site.");
  }
}

const friendColumns = {
  referral: referrals,
  fullName: users.fullName,
  phone: users.phone,
  callingCode: users.callingCode,
  email: users.email,
};

/**
 * Spec §7 bring-a-friend calls. Every query is scoped to the token's player as referrer and to
 * the token's site: no parameter names another player, so none can be read.
 */
export const referralRoutes: FastifyPluginAsyncZod<{ accounts: Accounts }> = async (app, { accounts }) => {
  const { db } = accounts;

  app.get(
    "/bring-a-friend/referral-code",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "The player's referral code, share link and the programme's rules",
        response: { 200: successEnvelope(referralCodeResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      assertProgramme(site);
      const code = await ensureReferralCode(db, site.id, user.id);
      const link = `${site.origin}/register?${new URLSearchParams({ ref: code })}`;
      return { status: "success" as const, data: { code, link, rules: rulesView(site.settings) } };
    },
  );

  app.get(
    "/bring-a-friend/rewards",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "Rewards for the friends the player referred: amount, status and totals",
        response: { 200: successEnvelope(referralRewardsResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      assertProgramme(site);
      const mine = and(eq(referrals.siteId, site.id), eq(referrals.referrerId, user.id));
      const rows = await db
        .select(friendColumns)
        .from(referrals)
        .innerJoin(users, eq(users.id, referrals.friendId))
        .where(and(mine, inArray(referrals.status, ["pending", "paid", "withheld"])))
        .orderBy(desc(referrals.createdAt), desc(referrals.id))
        .limit(REWARDS_SHOWN);
      const [totals] = await db
        .select({
          paid: sql<string>`coalesce(sum(${referrals.rewardAmount}) filter (where ${referrals.status} = 'paid'), 0)`,
          paidCount: sql<number>`count(*) filter (where ${referrals.status} = 'paid')::int`,
          pendingCount: sql<number>`count(*) filter (where ${referrals.status} = 'pending')::int`,
          withheldCount: sql<number>`count(*) filter (where ${referrals.status} = 'withheld')::int`,
        })
        .from(referrals)
        .where(mine);
      const { code } = siteCurrency(site);
      return {
        status: "success" as const,
        data: {
          items: rows.map((row) => toReward(row.referral, row)),
          totals: {
            paid: fromMinorUnits(BigInt(totals?.paid ?? 0), currencyExponent(code)),
            paid_count: Number(totals?.paidCount ?? 0),
            pending_count: Number(totals?.pendingCount ?? 0),
            withheld_count: Number(totals?.withheldCount ?? 0),
          },
        },
      };
    },
  );

  app.get(
    "/bring-a-friend/referral-friend",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "The friends who joined with the player's code, newest first, paged",
        querystring: referralFriendsQuerySchema,
        response: { 200: successEnvelope(referralFriendsResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      assertProgramme(site);
      const { page, per_page: perPage } = request.query;
      const mine = and(eq(referrals.siteId, site.id), eq(referrals.referrerId, user.id));
      const [rows, [total]] = await Promise.all([
        db
          .select(friendColumns)
          .from(referrals)
          .innerJoin(users, eq(users.id, referrals.friendId))
          .where(mine)
          .orderBy(desc(referrals.createdAt), desc(referrals.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(referrals).where(mine),
      ]);
      return {
        status: "success" as const,
        data: {
          items: rows.map((row) => toFriend(row.referral, row)),
          page,
          per_page: perPage,
          total: total?.n ?? 0,
        },
      };
    },
  );
};
