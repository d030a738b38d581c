import { DepositOutcome } from "../features/deposit/deposit-outcome.tsx";
import { loadNamedOutcome } from "../features/deposit/deposit-status.server.ts";
import { depositLinks } from "../features/deposit/deposit-styles.ts";
import type { Route } from "./+types/deposit-success";

/** Spec §2 /account/deposit/success?payment=: the amount and the new balance. */
export const links = depositLinks;

export function loader({ url, context }: Route.LoaderArgs) {
  return loadNamedOutcome(url, context, "success");
}

export default function DepositSuccessRoute({ loaderData }: Route.ComponentProps) {
  return <DepositOutcome data={loaderData} />;
}
