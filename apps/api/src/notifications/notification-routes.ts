import {
  messageEnvelope,
  notificationsQuerySchema,
  notificationsResponseSchema,
  notifyIdRequestSchema,
  promotionGrantResponseSchema,
  successEnvelope,
  unreadCountSchema,
} from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { HttpError } from "../http/http-error.ts";
import { grantAnswer } from "../promotions/grant-answer.ts";
import { grantPromotion, type PromotionDeps } from "../promotions/grant-promotion.ts";
import { findPromotionById } from "../promotions/promotion-store.ts";
import { authOf } from "../session/require-user.ts";
import { findOwnNotification, listNotifications, markRead } from "./notification-store.ts";
import { unreadCount } from "./unread-count.ts";

const common = { tags: ["notifications"], security: bearerSecurity, headers: authHeadersSchema };
/** Per address: accepting moves money. */
const ACCEPT_RATE_LIMIT = { rateLimit: { max: 60, timeWindow: "1 minute" } };

function localeOf(headers: Record<string, unknown>, fallback: string): string {
  return typeof headers.locale === "string" ? headers.locale : fallback;
}

/** Spec §7 GET api/user/notifications and POST api/user/accept-promotion, plus the unread count and mark read. */
export const notificationRoutes: FastifyPluginAsyncZod<{ deps: PromotionDeps }> = async (app, { deps }) => {
  app.get(
    "/user/notifications",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "The player's notifications, newest first, paged (10 a page), with the unread count",
        querystring: notificationsQuerySchema,
        response: { 200: successEnvelope(notificationsResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      const locale = localeOf(request.headers, user.locale);
      const data = await listNotifications(deps.db, site, user, request.query, locale, deps.clock());
      return { status: "success" as const, data };
    },
  );

  app.get(
    "/user/notifications/unread",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "How many notifications the player has not read (the header's badge)",
        response: { 200: successEnvelope(unreadCountSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      return { status: "success" as const, data: { unread: await unreadCount(deps.db, user.id) } };
    },
  );

  app.post(
    "/user/notifications/read",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "Marks one of the player's notifications read",
        body: notifyIdRequestSchema,
        response: { 200: messageEnvelope(unreadCountSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      await findOwnNotification(deps.db, site, user.id, request.body.notify_id);
      await markRead(deps.db, site, user.id, request.body.notify_id, deps.clock());
      return readAnswer(user.id, "Notification marked as read.");
    },
  );

  app.post(
    "/user/notifications/read-all",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "Marks every notification of the player read",
        response: { 200: messageEnvelope(unreadCountSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      await markRead(deps.db, site, user.id, null, deps.clock());
      return readAnswer(user.id, "All notifications marked as read.");
    },
  );

  app.post(
    "/user/accept-promotion",
    {
      preHandler: app.requireUser,
      config: ACCEPT_RATE_LIMIT,
      schema: {
        ...common,
        summary: "Accepts the promotion a notification carries (notify_id): granted once",
        body: notifyIdRequestSchema,
        response: { 200: messageEnvelope(promotionGrantResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      const notification = await findOwnNotification(deps.db, site, user.id, request.body.notify_id);
      const promotion = notification.promotionId
        ? await findPromotionById(deps.db, site.id, notification.promotionId)
        : null;
      if (!promotion) throw new HttpError(400, "This notification carries no promotion.");
      const grant = await grantPromotion(deps, site, user, promotion, "notification");
      await markRead(deps.db, site, user.id, notification.id, deps.clock());
      const locale = localeOf(request.headers, user.locale);
      return grantAnswer(deps, site, user.id, grant, promotion, locale, "The promotion has been added.");
    },
  );

  async function readAnswer(userId: string, message: string) {
    return {
      status: "success" as const,
      message,
      data: { unread: await unreadCount(deps.db, userId) },
    };
  }
};
