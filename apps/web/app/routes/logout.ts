import { redirect } from "react-router";
import { logout } from "../shell/session/logout.server.ts";
import { redirectWith } from "../shell/session/redirect-with.server.ts";
import { assertSameOrigin } from "../shell/session/same-origin.ts";
import type { Route } from "./+types/logout";

/** Logging out is a POST (a link could be triggered by any page); a GET just goes home. */
export async function action({ request, url, context }: Route.ActionArgs) {
  assertSameOrigin(request, url);
  return redirectWith("/", { url, session: null, flashes: await logout(context) });
}

export function loader() {
  return redirect("/");
}
