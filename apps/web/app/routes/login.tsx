import { loginAction } from "../features/auth/login-action.server.ts";
import { LoginForm } from "../features/auth/login-form.tsx";
import { formLinks } from "../features/forms/form-styles.ts";
import type { Route } from "./+types/login";

export const links = formLinks;

export async function action({ request, url, context }: Route.ActionArgs) {
  return loginAction(request, url, context);
}

export default function Login({ actionData }: Route.ComponentProps) {
  return <LoginForm result={actionData} />;
}
