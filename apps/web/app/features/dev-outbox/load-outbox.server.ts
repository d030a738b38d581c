import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { ApiError, apiFetch } from "../../shell/api-client.server.ts";
import { notFound } from "../../shell/not-found.ts";
import { shellContext } from "../../shell/shell-context.ts";

const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(["sms", "email"]),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

const OUTBOX_LIMIT = 50;

/**
 * The outbox of this site, newest first. The API serves it only while the outbox transport is
 * active (development and tests); anywhere else the page does not exist.
 */
export async function loadOutbox(context: Readonly<RouterContextProvider>): Promise<OutboxMessage[]> {
  const shell = context.get(shellContext);
  const query = new URLSearchParams({ limit: String(OUTBOX_LIMIT) });
  try {
    return await apiFetch(context, `/api/dev/outbox?${query}`, z.array(outboxMessageSchema), { shell });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
