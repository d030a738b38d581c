import { z } from "zod";
import { ApiError, apiCall } from "../shell/api-client.server.ts";
import { redirectWith } from "../shell/session/redirect-with.server.ts";
import { sessionContext } from "../shell/session.ts";
import { shellContext } from "../shell/shell-context.ts";
import type { Route } from "./+types/verify-email";

/**
 * /verify-email?code= from the link mailed at registration: the API confirms the address, the
 * player lands on the default page (or the login page, when not logged in here) with the outcome.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const shell = context.get(shellContext);
  const next = context.get(sessionContext) ? shell.settings.defaultRedirect : "/login";
  try {
    const { message } = await apiCall(context, "/api/session/verify-email", z.unknown(), {
      method: "POST",
      body: { code: url.searchParams.get("code") ?? "" },
      shell,
      token: null,
    });
    const response = redirectWith(next, { url, flashes: [{ type: "success", message: message ?? "" }] });
    response.headers.set("referrer-policy", "no-referrer");
    return response;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const response = redirectWith(next, { url, flashes: [{ type: "error", message: error.message }] });
    response.headers.set("referrer-policy", "no-referrer");
    return response;
  }
}
