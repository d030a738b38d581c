import {
  type HistoryResponse,
  historyResponseSchema,
  transactionTypesResponseSchema,
} from "@platform/contracts";
import { type RouterContextProvider, redirect } from "react-router";
import { apiFetch } from "../../shell/api-client.server.ts";
import { pageCount } from "../../shell/paging/paging.ts";
import { requireSession } from "../../shell/session/require-session.server.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { apiHistorySearch, type HistoryRequest, pageHref, parseHistoryQuery } from "./history-query.ts";

export interface HistoryPageData {
  history: HistoryResponse;
  types: { id: string; name: string }[];
  request: HistoryRequest;
  pages: number;
}

/**
 * Spec §2 /account/history and /users/history: spec §7 GET api/user/history (10 a page, spec §9)
 * with the page's filters, and GET api/user/transactionType for the type filter. A page past the
 * end (entries changed since the link was made) goes to the last page.
 */
export async function historyLoader(
  url: URL,
  context: Readonly<RouterContextProvider>,
): Promise<HistoryPageData> {
  requireSession(context);
  const shell = context.get(shellContext);
  const request = parseHistoryQuery(url.searchParams);
  const [history, types] = await Promise.all([
    apiFetch(context, `/api/user/history${apiHistorySearch(request)}`, historyResponseSchema, { shell }),
    apiFetch(context, "/api/user/transactionType", transactionTypesResponseSchema, { shell }),
  ]);
  const pages = pageCount(history.total, history.per_page);
  if (history.total > 0 && request.page > pages)
    throw redirect(pageHref(url.pathname, request.filters, pages));
  return { history, types, request, pages };
}
