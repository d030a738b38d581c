import {
  deactivateOptionsResponseSchema,
  deactivateRequestSchema,
  messageEnvelopeSchema,
  successEnvelope,
} from "@platform/contracts";
import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deactivationOptions, deactivationReasons } from "../db/schema.ts";
import {
  accountErrorResponses,
  authHeadersSchema,
  bearerSecurity,
  localeQuerystringSchema,
} from "../http/account-responses.ts";
import { HttpError } from "../http/http-error.ts";
import { clientInfo } from "../security/client-info.ts";
import type { Accounts } from "../session/accounts.ts";
import { authOf } from "../session/require-user.ts";
import { confirmIdentity } from "./confirm-identity.ts";
import { updateUser } from "./user-repository.ts";

const common = { tags: ["user"], security: bearerSecurity, headers: authHeadersSchema };

/** Spec §7 GET api/user/deactivateOption and POST api/user/deactivate. */
export const deactivateRoutes: FastifyPluginAsyncZod<{ accounts: Accounts }> = async (app, { accounts }) => {
  app.get(
    "/user/deactivateOption",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "Reasons a player may give for closing the account, in the requested language",
        querystring: localeQuerystringSchema,
        response: { 200: successEnvelope(deactivateOptionsResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const locale = request.query.locale ?? user.locale;
      const rows = await accounts.db
        .select()
        .from(deactivationOptions)
        .orderBy(asc(deactivationOptions.position));
      const language = locale.split("-")[0] ?? "en";
      const data = rows.map((row) => ({
        id: row.code,
        label: row.labels[locale] ?? row.labels[language] ?? row.labels.en ?? row.code,
      }));
      return { status: "success" as const, data };
    },
  );

  app.post(
    "/user/deactivate",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "Close the account: it can no longer log in and every session ends",
        body: deactivateRequestSchema,
        response: { 200: messageEnvelopeSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { user, site } = auth;
      const [option] = await accounts.db
        .select({ code: deactivationOptions.code })
        .from(deactivationOptions)
        .where(eq(deactivationOptions.code, request.body.option_id));
      if (!option) {
        throw new HttpError(400, "Please choose a reason", [
          { message: "Please choose a reason", field: "option_id" },
        ]);
      }
      await confirmIdentity(accounts, auth, request.body.password, "password");
      await accounts.db.transaction(async (tx) => {
        await tx
          .insert(deactivationReasons)
          .values({ userId: user.id, optionCode: option.code, comment: request.body.comment ?? null });
        await updateUser(tx, user.id, { deactivatedAt: accounts.clock() });
      });
      await accounts.sessions.revokeAll(user.id);
      await accounts.events.record(
        { siteId: site.id, userId: user.id, kind: "deactivated" },
        clientInfo(request),
      );
      return { status: "success" as const, message: "Your account has been deactivated." };
    },
  );
};
