import { type BankingResponse, bankingResponseSchema } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { apiFetch } from "../api-client.server.ts";
import { shellContext } from "../shell-context.ts";

/**
 * Spec §7 GET api/user/banking: the player's saved recipients (masked) and the site's banks, for
 * the settings' banking tab and the withdraw form alike.
 */
export function loadBanking(context: Readonly<RouterContextProvider>): Promise<BankingResponse> {
  return apiFetch(context, "/api/user/banking", bankingResponseSchema, { shell: context.get(shellContext) });
}
