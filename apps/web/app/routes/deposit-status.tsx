import { DepositOutcome } from "../features/deposit/deposit-outcome.tsx";
import { loadDepositStatus } from "../features/deposit/deposit-status.server.ts";
import { depositLinks } from "../features/deposit/deposit-styles.ts";
import type { Route } from "./+types/deposit-status";

/**
 * Spec §2 /account/deposit/status with canceled, failed, pending and success, and the /users
 * twins (one module, four route ids). Open to visitors (spec §6), who see nothing private.
 */
export const links = depositLinks;

export function loader({ url, params, context }: Route.LoaderArgs) {
  return loadDepositStatus(url, params.outcome, context);
}

export default function DepositStatusRoute({ loaderData }: Route.ComponentProps) {
  return <DepositOutcome data={loaderData} />;
}
