import { DepositOutcome } from "../features/deposit/deposit-outcome.tsx";
import { loadNamedOutcome } from "../features/deposit/deposit-status.server.ts";
import { depositLinks } from "../features/deposit/deposit-styles.ts";
import type { Route } from "./+types/deposit-cancel";

/** Spec §2 /account/deposit/cancel: nothing was taken, and a way to try again. */
export const links = depositLinks;

export function loader({ url, context }: Route.LoaderArgs) {
  return loadNamedOutcome(url, context, "canceled");
}

export default function DepositCancelRoute({ loaderData }: Route.ComponentProps) {
  return <DepositOutcome data={loaderData} />;
}
