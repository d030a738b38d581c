import { registerAction } from "../features/auth/register-action.server.ts";
import { RegisterForm } from "../features/auth/register-form.tsx";
import { formLinks } from "../features/forms/form-styles.ts";
import { registerReferralLoader } from "../features/referral/register-referral.server.ts";
import type { Route } from "./+types/register";

export const links = formLinks;

/** The referral code of a share link (`/register?ref=<code>`), kept in a cookie and prefilled. */
export function loader({ request, url, context }: Route.LoaderArgs) {
  return registerReferralLoader(request, url, context);
}

export async function action({ request, url, context }: Route.ActionArgs) {
  return registerAction(request, url, context);
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  return <RegisterForm result={actionData} referralCode={loaderData.referralCode} />;
}
