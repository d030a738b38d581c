import { depositResultRedirect } from "../features/deposit/deposit-status.server.ts";
import type { Route } from "./+types/deposit-result";

/** Spec §2 /account/deposit/result?payment=: the gateway's return address; it only sends the player on. */
export function loader({ url, context }: Route.LoaderArgs) {
  return depositResultRedirect(url, context);
}
