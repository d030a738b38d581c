import {
  ficaCaseDetailSchema,
  ficaCaseListSchema,
  ficaCasesQuerySchema,
  ficaDocumentTypeSchema,
  ficaRejectRequestSchema,
  successEnvelope,
} from "@platform/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { type Role, requireRole } from "../operator/roles.ts";
import { authOf } from "../session/require-user.ts";
import type { FicaReview, Reviewer } from "./fica-review.ts";

const ROLE: Role = "fica_reviewer";
const common = { tags: ["operator"], security: bearerSecurity, headers: authHeadersSchema };
const responses = {
  ...accountErrorResponses,
  403: accountErrorResponses[403].describe("The account does not hold the fica_reviewer role"),
};
const caseParams = z.object({ id: z.string().max(64) });
const detailResponse = { 200: successEnvelope(ficaCaseDetailSchema), ...responses };

function reviewerOf(request: FastifyRequest): Reviewer {
  const { user } = authOf(request);
  return { id: user.id, name: user.email ?? (user.phone ? `+${user.phone}` : user.id) };
}

/**
 * The operator's review of FICA cases, for accounts holding the fica_reviewer role (a visitor gets
 * 401, a player 403). Everything is scoped to the site of the operator's session: another site's
 * case is a 404, as if it did not exist.
 */
export const operatorFicaRoutes: FastifyPluginAsyncZod<{ review: FicaReview }> = async (app, { review }) => {
  const guard = requireRole(review.db, ROLE);
  app.addHook("preHandler", async (request) => {
    await app.requireUser(request);
    await guard(request);
  });

  app.get(
    "/operator/fica/cases",
    {
      schema: {
        ...common,
        summary: "FICA cases of the operator's site by status (pending: oldest first)",
        querystring: ficaCasesQuerySchema,
        response: { 200: successEnvelope(ficaCaseListSchema), ...responses },
      },
    },
    async (request) => {
      const { site } = authOf(request);
      const { status, page, per_page } = request.query;
      return { status: "success" as const, data: await review.list(site.id, status, page, per_page) };
    },
  );

  app.get(
    "/operator/fica/cases/:id",
    {
      schema: {
        ...common,
        summary: "One FICA case, its documents and decision",
        params: caseParams,
        response: detailResponse,
      },
    },
    async (request) => {
      const { site } = authOf(request);
      return { status: "success" as const, data: await review.detail(site.id, request.params.id) };
    },
  );

  app.get(
    "/operator/fica/cases/:id/documents/:doc",
    {
      schema: {
        ...common,
        summary: "The stored file of one document (never cached; the API's CSP lets nothing in it run)",
        params: caseParams.extend({ doc: ficaDocumentTypeSchema }),
      },
    },
    async (request, reply) => {
      const { site } = authOf(request);
      const { id, doc } = request.params;
      const file = await review.document(site.id, id, doc);
      const extension = file.contentType === "application/pdf" ? "pdf" : file.contentType.slice(6);
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `inline; filename="${doc}.${extension}"`)
        .header("cache-control", "private, no-store")
        .send(file.content);
    },
  );

  app.post(
    "/operator/fica/cases/:id/approve",
    {
      schema: {
        ...common,
        summary: "Approve a pending case (once; a decided case answers 409)",
        params: caseParams,
        response: detailResponse,
      },
    },
    async (request) => {
      const { site } = authOf(request);
      await review.decide(site.id, request.params.id, "approved", null, reviewerOf(request));
      return {
        status: "success" as const,
        message: "The case is approved.",
        data: await review.detail(site.id, request.params.id),
      };
    },
  );

  app.post(
    "/operator/fica/cases/:id/reject",
    {
      schema: {
        ...common,
        summary: "Reject a pending case with a reason the player reads (once; a decided case answers 409)",
        params: caseParams,
        body: ficaRejectRequestSchema,
        response: detailResponse,
      },
    },
    async (request) => {
      const { site } = authOf(request);
      await review.decide(site.id, request.params.id, "rejected", request.body.reason, reviewerOf(request));
      return {
        status: "success" as const,
        message: "The case is rejected.",
        data: await review.detail(site.id, request.params.id),
      };
    },
  );
};
