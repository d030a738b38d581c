import { successEnvelope } from "@platform/contracts";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/database.ts";
import { outboxMessages } from "../db/schema.ts";
import { errorResponses } from "../http/error-responses.ts";
import { siteCodeHeadersSchema } from "../http/headers.ts";
import { localOnly } from "./local-only.ts";

const outboxMessageSchema = z.object({
  id: z.number().int(),
  site_code: z.string(),
  channel: z.enum(["sms", "email"]),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  purpose: z.string(),
  created_at: z.string(),
});

/**
 * GET /api/dev/outbox: the messages the outbox transport kept for one site (`site-code`), newest
 * first, so a developer (or an end-to-end test) can read an OTP or reset link. Registered only
 * while NOTIFY_TRANSPORT=outbox, which production refuses (security/accounts-env.ts), and answered
 * only to this machine unless DEMO_OPEN_NETWORK=true (local-only.ts).
 */
export const outboxRoute: FastifyPluginAsyncZod<{ db: Database; openNetwork: boolean }> = async (
  app,
  { db, openNetwork },
) => {
  localOnly(app, openNetwork);
  app.get(
    "/dev/outbox",
    {
      schema: {
        tags: ["dev"],
        summary: "Messages the demo's outbox transport kept for this site (absent in production)",
        headers: siteCodeHeadersSchema,
        querystring: z.object({
          to: z.string().max(254).optional().describe("International phone digits or email"),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: successEnvelope(z.array(outboxMessageSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      const filters: SQL[] = [eq(outboxMessages.siteCode, request.headers["site-code"])];
      if (to) filters.push(eq(outboxMessages.to, to.trim().toLowerCase()));
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(and(...filters))
        .orderBy(desc(outboxMessages.id))
        .limit(limit);
      const data = rows.map((row) => ({
        id: row.id,
        site_code: row.siteCode,
        channel: row.channel === "email" ? ("email" as const) : ("sms" as const),
        to: row.to,
        subject: row.subject,
        text: row.text,
        purpose: row.purpose,
        created_at: row.createdAt.toISOString(),
      }));
      return { status: "success" as const, data };
    },
  );
};
