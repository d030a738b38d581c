import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { ApiError, apiCall } from "../api-client.server.ts";
import { sessionContext } from "../session.ts";
import { shellContext } from "../shell-context.ts";
import { translatorFor } from "../translator.ts";
import type { Flash } from "./flash.ts";

/**
 * POST /api/session/logout revokes the token on the server. Spec §8: on success its message is
 * shown; on failure each error message (or the single message) is shown as an error toast. The
 * cookies are cleared either way: a player who asked to leave is logged out of this browser.
 */
export async function logout(context: Readonly<RouterContextProvider>): Promise<Flash[]> {
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  if (!context.get(sessionContext)) return [];
  try {
    const { message } = await apiCall(context, "/api/session/logout", z.unknown(), {
      method: "POST",
      shell,
      redirectOnUnauthorized: false,
    });
    return [{ type: "success", message: message ?? t("auth.logout.done") }];
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const messages = error.errors.length > 0 ? error.errors.map((item) => item.message) : [error.message];
    return messages.map((message) => ({ type: "error", message }));
  }
}
