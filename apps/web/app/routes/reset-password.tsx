import { resetPasswordAction } from "../features/auth/reset-password-action.server.ts";
import { ResetPasswordForm } from "../features/auth/reset-password-form.tsx";
import { formLinks } from "../shell/forms/form-styles.ts";
import type { Route } from "./+types/reset-password";

export const links = formLinks;

/** The code is in the URL; keep it out of the Referer of anything this page loads. */
export const headers: Route.HeadersFunction = () => ({ "referrer-policy": "no-referrer" });

export async function action({ request, url, context }: Route.ActionArgs) {
  return resetPasswordAction(request, url, context);
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  return <ResetPasswordForm result={actionData} />;
}
