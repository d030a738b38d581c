import type { RealityCheck } from "@platform/contracts";
import type { RealityCheckSnapshot } from "../features/safer-gambling/reality-check-dialog.tsx";
import { continueRealityCheck, loadRealityCheck } from "../features/safer-gambling/safer-gambling.server.ts";
import { logger } from "../shell/logger.ts";
import { requireSession } from "../shell/session/require-session.server.ts";
import { assertSameOrigin } from "../shell/session/same-origin.ts";
import type { Route } from "./+types/account-reality-check";

/**
 * GET /account/reality-check: the session's time and net position for the reality check, read on
 * the server with the session's token (the browser never holds it). POST: "Continue", recorded so
 * a reload neither skips a due check nor shows an answered one again.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<RealityCheckSnapshot> {
  requireSession(context);
  return { check: await orNothing(loadRealityCheck(context)) };
}

export async function action({ request, url, context }: Route.ActionArgs): Promise<RealityCheckSnapshot> {
  assertSameOrigin(request, url);
  requireSession(context);
  return { check: await orNothing(continueRealityCheck(context)) };
}

/**
 * An API hiccup must not end the session (an error page logs out): the dialog then says the
 * figures are unavailable, and a failed "Continue" only means a reload asks once more.
 */
async function orNothing(answer: Promise<RealityCheck>): Promise<RealityCheck | null> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.warn("reality check unavailable", error);
    return null;
  }
}
