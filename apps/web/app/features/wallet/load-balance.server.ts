import { type Overview, overviewSchema } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { apiFetch } from "../../shell/api-client.server.ts";
import { logger } from "../../shell/logger.ts";
import { sessionContext } from "../../shell/session.ts";
import { shellContext } from "../../shell/shell-context.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

/**
 * Spec §3/§7 GET api/user/overview: the logged-in player's funds_total and promo_credit. A failed
 * fetch shows no balance rather than failing the page; only a 401 (handled by the API client)
 * ends the session.
 */
export async function loadBalance(context: ContextReader): Promise<Overview | null> {
  if (!context.get(sessionContext)) return null;
  try {
    return await apiFetch(context, "/api/user/overview", overviewSchema, {
      shell: context.get(shellContext),
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.warn("balance fetch failed", error);
    return null;
  }
}
