import {
  type CartMergeResponse,
  cartLineInputSchema,
  cartMergeResponseSchema,
  cartMergeSchema,
  cartResponseSchema,
  cartSlipSchema,
  successEnvelope,
} from "@platform/contracts";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cartLines } from "../db/schema.ts";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { HttpError, notFound } from "../http/http-error.ts";
import { authOf } from "../session/require-user.ts";
import type { Site } from "../sites/site-repository.ts";
import { addCartSlip } from "./cart-slip.ts";
import { addCartLine, type CartDeps, cartEntries, cartView, lockCart } from "./cart-store.ts";

const common = { tags: ["user"], security: bearerSecurity, headers: authHeadersSchema };
const cartReply = { 200: successEnvelope(cartResponseSchema), ...accountErrorResponses };

/**
 * Spec §1 the cart of draw games, kept on the server for a logged-in player: every line is checked
 * when it is added (and again at checkout, which the checkout route does); a visitor's browser cart
 * is merged at login, line by line.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ deps: CartDeps }> = async (app, { deps }) => {
  const cartOf = async (site: Site, userId: string) =>
    cartView(site, await cartEntries(deps.db, site, userId), deps.clock());

  app.get(
    "/user/cart",
    {
      preHandler: app.requireUser,
      schema: { ...common, summary: "The player's cart of draw-game lines", response: cartReply },
    },
    async (request) => {
      const { site, user } = authOf(request);
      return { status: "success" as const, data: await cartOf(site, user.id) };
    },
  );

  app.post(
    "/user/cart/lines",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "Add a line (a selection on one open draw, staked per line) to the cart",
        body: cartLineInputSchema,
        response: cartReply,
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      await deps.db.transaction(async (tx) => {
        await lockCart(tx, user.id);
        await addCartLine(tx, site, user.id, request.body, deps.clock());
      });
      return {
        status: "success" as const,
        message: "Added to your cart.",
        data: await cartOf(site, user.id),
      };
    },
  );

  app.post(
    "/user/cart/slip",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary:
          "Add a whole slip of lines to the cart in one transaction: every line, or none (each refused line named in errors[])",
        body: cartSlipSchema,
        response: cartReply,
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      const { lines } = request.body;
      await deps.db.transaction(async (tx) => {
        await lockCart(tx, user.id);
        await addCartSlip(tx, site, user.id, lines, deps.clock());
      });
      return {
        status: "success" as const,
        message: lines.length === 1 ? "Added to your cart." : `${lines.length} lines added to your cart.`,
        data: await cartOf(site, user.id),
      };
    },
  );

  app.delete(
    "/user/cart/lines/:id",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "Remove one of the player's cart lines (another player's is a 404)",
        params: z.object({ id: z.string().max(20) }),
        response: cartReply,
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      const { id } = request.params;
      if (!/^\d{1,15}$/.test(id)) throw notFound("This cart line does not exist.");
      const removed = await deps.db
        .delete(cartLines)
        .where(
          and(eq(cartLines.id, Number(id)), eq(cartLines.userId, user.id), eq(cartLines.siteId, site.id)),
        )
        .returning({ id: cartLines.id });
      if (removed.length === 0) throw notFound("This cart line does not exist.");
      return { status: "success" as const, data: await cartOf(site, user.id) };
    },
  );

  app.delete(
    "/user/cart",
    {
      preHandler: app.requireUser,
      schema: { ...common, summary: "Empty the player's cart", response: cartReply },
    },
    async (request) => {
      const { site, user } = authOf(request);
      await deps.db.transaction(async (tx) => {
        await lockCart(tx, user.id);
        await tx.delete(cartLines).where(and(eq(cartLines.userId, user.id), eq(cartLines.siteId, site.id)));
      });
      return { status: "success" as const, data: await cartOf(site, user.id) };
    },
  );

  app.post(
    "/user/cart/merge",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "Add a visitor's browser cart at login: valid lines are added, the others listed",
        body: cartMergeSchema,
        response: { 200: successEnvelope(cartMergeResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      const refused: CartMergeResponse["refused"] = [];
      const now = deps.clock();
      await deps.db.transaction(async (tx) => {
        await lockCart(tx, user.id);
        for (const [index, line] of request.body.lines.entries()) {
          try {
            // Every refusal comes before the line's insert: a refused line leaves nothing behind.
            // A line whose draw closed while the visitor was away keeps its consent to move.
            await addCartLine(tx, site, user.id, line, now, true);
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            const [problem] = error.errors;
            refused.push({
              index,
              draw_id: line.draw_id,
              field: problem?.field ?? "draw_id",
              message: problem?.message ?? error.message,
            });
          }
        }
      });
      return { status: "success" as const, data: { ...(await cartOf(site, user.id)), refused } };
    },
  );
};
