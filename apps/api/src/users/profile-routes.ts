import {
  myDetailRequestSchema,
  successEnvelope,
  updateLocaleRequestSchema,
  userSchema,
} from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { HttpError } from "../http/http-error.ts";
import type { Accounts } from "../session/accounts.ts";
import { authOf } from "../session/require-user.ts";
import { updateUser } from "./user-repository.ts";
import { toUser } from "./user-view.ts";

const common = {
  tags: ["user"],
  security: bearerSecurity,
  headers: authHeadersSchema,
  response: { 200: successEnvelope(userSchema), ...accountErrorResponses },
};

/** Spec §7 user calls: profile, myDetail (account-info form) and updateLocale. */
export const profileRoutes: FastifyPluginAsyncZod<{ accounts: Accounts }> = async (app, { accounts }) => {
  app.get(
    "/user/profile",
    { preHandler: app.requireUser, schema: { ...common, summary: "The logged-in player" } },
    async (request) => ({ status: "success" as const, data: toUser(authOf(request).user) }),
  );

  app.post(
    "/user/myDetail",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "Save the account-info form (also step 2 of two-step registration)",
        description: "phone_number and email are read-only; id_number only while the account has none.",
        body: myDetailRequestSchema,
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const { id_number: idNumber, ...details } = request.body;
      if (idNumber && user.idNumber && idNumber !== user.idNumber) {
        const message = "Your ID number cannot be changed. Please contact support.";
        throw new HttpError(400, message, [{ message, field: "id_number" }]);
      }
      const updated = await updateUser(accounts.db, user.id, {
        fullName: details.full_name,
        dob: details.dob,
        ...(details.gender ? { gender: details.gender } : {}),
        ...(details.city !== undefined ? { city: details.city } : {}),
        ...(details.state !== undefined ? { state: details.state } : {}),
        ...(idNumber && !user.idNumber ? { idNumber } : {}),
      });
      return { status: "success" as const, message: "Your details have been saved.", data: toUser(updated) };
    },
  );

  app.post(
    "/user/updateLocale",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "Set the player's language (used for messages)",
        body: updateLocaleRequestSchema,
      },
    },
    async (request) => {
      const { user, site } = authOf(request);
      if (!site.languages.includes(request.body.locale)) {
        const message = "This language is not offered on this site.";
        throw new HttpError(400, message, [{ message, field: "locale" }]);
      }
      const updated = await updateUser(accounts.db, user.id, { locale: request.body.locale });
      return { status: "success" as const, message: "Language updated.", data: toUser(updated) };
    },
  );
};
