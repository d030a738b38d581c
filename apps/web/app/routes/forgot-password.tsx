import { forgotPasswordAction } from "../features/auth/forgot-password-action.server.ts";
import { ForgotPasswordForm } from "../features/auth/forgot-password-form.tsx";
import { formLinks } from "../shell/forms/form-styles.ts";
import type { Route } from "./+types/forgot-password";

export const links = formLinks;

export async function action({ request, url, context }: Route.ActionArgs) {
  return forgotPasswordAction(request, url, context);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return <ForgotPasswordForm result={actionData} />;
}
