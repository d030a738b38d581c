import {
  checkoutResponseSchema,
  checkoutSchema,
  errorEnvelopeSchema,
  successEnvelope,
} from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { authOf } from "../session/require-user.ts";
import type { CartDeps } from "./cart-store.ts";
import { checkout } from "./checkout.ts";

/** Spec §1: POST api/user/cart/checkout buys the whole cart, or nothing, once per idempotency key. */
export const checkoutRoute: FastifyPluginAsyncZod<{ deps: CartDeps }> = async (app, { deps }) => {
  app.post(
    "/user/cart/checkout",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["user"],
        security: bearerSecurity,
        headers: authHeadersSchema,
        summary:
          "Buy the cart's lines as tickets, in one transaction (a closed draw's line moves to the next draw if the player agreed, else is left out and listed); a replayed key buys nothing",
        body: checkoutSchema,
        response: {
          200: successEnvelope(checkoutResponseSchema),
          ...accountErrorResponses,
          402: errorEnvelopeSchema.describe("The balance does not cover the cart"),
          409: errorEnvelopeSchema.describe(
            "No line of the cart can be bought (errors name each line), or the key was used with another cart",
          ),
        },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      const data = await checkout(deps, site, user.id, request.body.idempotency_key);
      const count = data.tickets.length;
      const left = data.left_out.length;
      return {
        status: "success" as const,
        message: `${count} ticket${count === 1 ? "" : "s"} bought.${left === 0 ? "" : ` ${left} line${left === 1 ? " was" : "s were"} left out.`}`,
        data,
      };
    },
  );
};
