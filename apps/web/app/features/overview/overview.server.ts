import {
  type HistoryItem,
  historyResponseSchema,
  type OverviewDetails,
  overviewDetailsSchema,
} from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { apiFetch } from "../../shell/api-client.server.ts";
import { requireSession } from "../../shell/session/require-session.server.ts";
import { shellContext } from "../../shell/shell-context.ts";

/** The overview shows the latest few movements; the history page has them all. */
export const RECENT_MOVEMENTS = 5;

export interface OverviewPageData {
  details: OverviewDetails;
  recent: HistoryItem[];
}

/**
 * Spec §2 overview (both areas): the balance comes with every page (the header's); this adds the
 * bonus's progress, open withdrawals and FICA status, and the last movements from the history.
 */
export async function overviewLoader(context: Readonly<RouterContextProvider>): Promise<OverviewPageData> {
  requireSession(context);
  const shell = context.get(shellContext);
  const [details, history] = await Promise.all([
    apiFetch(context, "/api/user/overview/details", overviewDetailsSchema, { shell }),
    apiFetch(context, `/api/user/history?per_page=${RECENT_MOVEMENTS}`, historyResponseSchema, { shell }),
  ]);
  return { details, recent: history.items };
}
