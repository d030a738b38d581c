import {
  type NotificationsResponse,
  notificationsResponseSchema,
  notifyIdRequestSchema,
  promotionGrantResponseSchema,
  unreadCountSchema,
} from "@platform/contracts";
import { type RouterContextProvider, redirect } from "react-router";
import { apiCall, apiFetch } from "../../shell/api-client.server.ts";
import { apiFailure } from "../../shell/forms/api-failure.server.ts";
import type { FormFailure } from "../../shell/forms/form-result.ts";
import { pageCount, pageParam } from "../../shell/paging/paging.ts";
import { requireSession } from "../../shell/session/require-session.server.ts";
import { assertSameOrigin } from "../../shell/session/same-origin.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { translatorFor } from "../../shell/translator.ts";

type Context = Readonly<RouterContextProvider>;

export interface NotificationsPageData {
  list: NotificationsResponse;
  pages: number;
}

export interface NotificationActionSuccess {
  ok: true;
  intent: "accept" | "read" | "read_all";
  notifyId: string | null;
  notice: string;
  amount?: string;
}
export type NotificationActionResult =
  | NotificationActionSuccess
  | (FormFailure & { notifyId: string | null });

/** Spec §2 notifications (both areas), spec §7 GET api/user/notifications: 10 a page (spec §9). */
export async function notificationsLoader(url: URL, context: Context): Promise<NotificationsPageData> {
  requireSession(context);
  const shell = context.get(shellContext);
  const page = pageParam(url.searchParams);
  const list = await apiFetch(context, `/api/user/notifications?page=${page}`, notificationsResponseSchema, {
    shell,
  });
  const pages = pageCount(list.total, list.per_page);
  if (list.total > 0 && page > pages) throw redirect(`${url.pathname}?page=${pages}`);
  return { list, pages };
}

/**
 * The page's buttons: accept the promotion a notification carries (spec §7 accept-promotion with
 * notify_id), mark one read, or all. The loaders run again afterwards: the list shows the new
 * state and the header its balance and unread count.
 */
export async function notificationsAction(
  request: Request,
  url: URL,
  context: Context,
): Promise<NotificationActionResult> {
  assertSameOrigin(request, url);
  requireSession(context);
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const rawId = form.get("notify_id");
  const notifyId = typeof rawId === "string" ? rawId : null;
  try {
    if (intent === "read_all") {
      const { message } = await apiCall(context, "/api/user/notifications/read-all", unreadCountSchema, {
        method: "POST",
        body: {},
        shell,
      });
      return { ok: true, intent, notifyId: null, notice: message ?? "" };
    }
    const body = notifyIdRequestSchema.safeParse({ notify_id: notifyId });
    if (!body.success || (intent !== "accept" && intent !== "read")) {
      return { ok: false, message: t("form.check_fields"), errors: [], fieldErrors: {}, notifyId };
    }
    if (intent === "read") {
      await apiCall(context, "/api/user/notifications/read", unreadCountSchema, {
        method: "POST",
        body: body.data,
        shell,
      });
      return { ok: true, intent, notifyId, notice: "" };
    }
    const { data } = await apiCall(context, "/api/user/accept-promotion", promotionGrantResponseSchema, {
      method: "POST",
      body: body.data,
      shell,
    });
    return { ok: true, intent, notifyId, notice: t("promotions.added"), amount: data.amount };
  } catch (error) {
    return { ...apiFailure(error, t), notifyId };
  }
}
