import { storedAffiliateCode } from "../features/affiliate/affiliate-cookie.server.ts";
import { registerAction } from "../features/auth/register-action.server.ts";
import { RegisterForm } from "../features/auth/register-form.tsx";
import {
  clearReferralCookie,
  registerReferralLoader,
} from "../features/referral/register-referral.server.ts";
import { translatedFailure } from "../features/safer-gambling/safer-gambling.server.ts";
import { formLinks } from "../shell/forms/form-styles.ts";
import { shellContext } from "../shell/shell-context.ts";
import type { Route } from "./+types/register";

export const links = formLinks;

/** The referral code of a share link (`/register?ref=<code>`), kept in a cookie and prefilled. */
export function loader({ request, url, context }: Route.LoaderArgs) {
  return registerReferralLoader(request, url, context);
}

/**
 * Signing up records the affiliate the visitor came from, says an exclusion on a sibling brand in
 * the player's words, and once the account exists the referral cookie has done its work.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const shell = context.get(shellContext);
  const result = await registerAction(request, url, context, {
    affiliateCode: storedAffiliateCode(request, shell.settings),
    localizeRefusal: (failure) => translatedFailure(failure, shell),
  });
  return result instanceof Response ? clearReferralCookie(result) : result;
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  return <RegisterForm result={actionData} referralCode={loaderData.referralCode} />;
}
