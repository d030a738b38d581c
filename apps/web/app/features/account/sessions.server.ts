import {
  type ActiveSession,
  activeSessionsResponseSchema,
  endSessionsResponseSchema,
} from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { apiCall, apiFetch } from "../../shell/api-client.server.ts";
import { apiFailure } from "../../shell/forms/api-failure.server.ts";
import type { FormResult } from "../../shell/forms/form-result.ts";
import { redirectWith } from "../../shell/session/redirect-with.server.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { translatorFor } from "../../shell/translator.ts";

type Context = Readonly<RouterContextProvider>;

/** GET /api/user/sessions: the account's live sessions, this one marked current. */
export function loadSessions(context: Context): Promise<ActiveSession[]> {
  return apiFetch(context, "/api/user/sessions", activeSessionsResponseSchema, {
    shell: context.get(shellContext),
  });
}

/** Ends one session of the player's (the API refuses anyone else's). */
export async function endSession(context: Context, form: FormData): Promise<FormResult<"ended">> {
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  const id = z.uuid().safeParse(form.get("session_id"));
  if (!id.success) return { ok: false, message: t("sessions.unknown"), errors: [], fieldErrors: {} };
  try {
    const { message } = await apiCall(context, `/api/user/sessions/${id.data}/end`, z.unknown(), {
      method: "POST",
      body: {},
      shell,
    });
    return { ok: true, step: "ended", notice: message };
  } catch (error) {
    return apiFailure(error, t);
  }
}

/** Ends every session but this one. */
export async function endOtherSessions(context: Context): Promise<FormResult<"ended">> {
  const shell = context.get(shellContext);
  try {
    const { message } = await apiCall(context, "/api/user/sessions/end-all", endSessionsResponseSchema, {
      method: "POST",
      body: { include_current: false },
      shell,
    });
    return { ok: true, step: "ended", notice: message };
  } catch (error) {
    return apiFailure(error, translatorFor(shell));
  }
}

/** Ends every session, this one too: the player lands on the login page, logged out. */
export async function endAllSessions(context: Context, url: URL): Promise<FormResult | Response> {
  const shell = context.get(shellContext);
  try {
    const { message } = await apiCall(context, "/api/user/sessions/end-all", endSessionsResponseSchema, {
      method: "POST",
      body: { include_current: true },
      shell,
    });
    return redirectWith("/login", {
      url,
      session: null,
      flashes: [{ type: "success", message: message ?? "" }],
    });
  } catch (error) {
    return apiFailure(error, translatorFor(shell));
  }
}
