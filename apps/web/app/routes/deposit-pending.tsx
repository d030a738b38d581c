import { loadDepositPending } from "../features/deposit/deposit-status.server.ts";
import { depositLinks } from "../features/deposit/deposit-styles.ts";
import { PendingPayment } from "../features/deposit/pending-payment.tsx";
import type { Route } from "./+types/deposit-pending";

/** Spec §2 /account/deposit/pending?payment=: follows the payment until it is final. */
export const links = depositLinks;

export function loader({ url, context }: Route.LoaderArgs) {
  return loadDepositPending(url, context);
}

export default function DepositPendingRoute({ loaderData }: Route.ComponentProps) {
  return <PendingPayment data={loaderData} />;
}
