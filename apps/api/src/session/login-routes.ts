import {
  authResponseSchema,
  loginEmailRequestSchema,
  loginPhoneRequestSchema,
  successEnvelope,
} from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountErrorResponses, localeQuerystringSchema } from "../http/account-responses.ts";
import { siteCodeHeadersSchema } from "../http/headers.ts";
import { clientInfo } from "../security/client-info.ts";
import { contactOf } from "../users/contact.ts";
import { findUserByEmail, findUserByPhone } from "../users/user-repository.ts";
import type { Accounts } from "./accounts.ts";
import { loginWithPassword } from "./login-service.ts";

/** Per-IP caps (in memory, per node) on top of the per-account lockout kept in the database. */
export const LOGIN_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: "1 minute" } };

const schema = {
  tags: ["session"],
  headers: siteCodeHeadersSchema,
  querystring: localeQuerystringSchema,
  response: { 200: successEnvelope(authResponseSchema), ...accountErrorResponses },
};

/** Spec §7 POST api/session/login (phone) and api/session/login-email. */
export const loginRoutes: FastifyPluginAsyncZod<{ accounts: Accounts }> = async (app, { accounts }) => {
  app.post(
    "/session/login",
    {
      config: LOGIN_RATE_LIMIT,
      schema: { ...schema, summary: "Log in with phone number and password", body: loginPhoneRequestSchema },
    },
    async (request) => {
      const site = await accounts.sites.byCode(request.headers["site-code"]);
      const { phone } = contactOf(site, request.body);
      const identifier = phone ?? "";
      const data = await loginWithPassword(
        accounts,
        site,
        {
          identifier,
          user: await findUserByPhone(accounts.db, site.id, identifier),
          password: request.body.password,
          wrongMessage: "The phone number or password is incorrect.",
        },
        clientInfo(request),
      );
      return { status: "success" as const, message: "Welcome back!", data };
    },
  );

  app.post(
    "/session/login-email",
    {
      config: LOGIN_RATE_LIMIT,
      schema: { ...schema, summary: "Log in with email and password", body: loginEmailRequestSchema },
    },
    async (request) => {
      const site = await accounts.sites.byCode(request.headers["site-code"]);
      const email = request.body.email.toLowerCase();
      const data = await loginWithPassword(
        accounts,
        site,
        {
          identifier: email,
          user: await findUserByEmail(accounts.db, site.id, email),
          password: request.body.password,
          wrongMessage: "The email or password is incorrect.",
        },
        clientInfo(request),
      );
      return { status: "success" as const, message: "Welcome back!", data };
    },
  );
};
