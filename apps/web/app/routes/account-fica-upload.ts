import { forwardUpload } from "../features/fica/fica.server.ts";
import { isFailure } from "../shell/forms/form-result.ts";
import { redirectWith } from "../shell/session/redirect-with.server.ts";
import { requireSession } from "../shell/session/require-session.server.ts";
import { assertSameOrigin } from "../shell/session/same-origin.ts";
import type { Route } from "./+types/account-fica-upload";

/** Where the player came from: the /account or the /users settings page. */
function settingsPath(url: URL): string {
  const area = url.searchParams.get("area") === "users" ? "users" : "account";
  return `/${area}/settings?tab=my-fica`;
}

/**
 * POST /account/fica/upload: the my-fica form's multipart upload, passed on to the API. The
 * page's script sends it with XMLHttpRequest (upload progress) and reads JSON; without
 * JavaScript the form posts here and the player is sent back to the tab with the outcome.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  assertSameOrigin(request, url);
  const session = requireSession(context);
  const result = await forwardUpload(request, context, session.token);
  if ((request.headers.get("accept") ?? "").includes("application/json")) {
    return Response.json(result, { status: isFailure(result) ? 400 : 200 });
  }
  const messages = isFailure(result)
    ? [result.message, ...Object.values(result.fieldErrors)]
    : [result.notice];
  const flashes = [...new Set(messages.filter((message): message is string => Boolean(message)))];
  return redirectWith(settingsPath(url), {
    url,
    flashes: flashes.map((message) => ({ type: isFailure(result) ? "error" : "success", message })),
  });
}
