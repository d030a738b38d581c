import { depositOtpAction, loadDepositOtp } from "../features/deposit/deposit-otp.server.ts";
import { DepositOtpForm } from "../features/deposit/deposit-otp-form.tsx";
import { depositLinks } from "../features/deposit/deposit-styles.ts";
import type { Route } from "./+types/deposit-otp";

/** Spec §2 /account/deposit/otp?payment=: the mobile-money code. */
export const links = depositLinks;

export function loader({ url, context }: Route.LoaderArgs) {
  return loadDepositOtp(url, context);
}

export function action({ request, url, context }: Route.ActionArgs) {
  return depositOtpAction(request, url, context);
}

export default function DepositOtpRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DepositOtpForm data={loaderData} result={actionData} />;
}
