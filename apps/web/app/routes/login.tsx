import { loginAction } from "../features/auth/login-action.server.ts";
import { LoginForm } from "../features/auth/login-form.tsx";
import { translatedFailure } from "../features/safer-gambling/safer-gambling.server.ts";
import { formLinks } from "../shell/forms/form-styles.ts";
import { shellContext } from "../shell/shell-context.ts";
import type { Route } from "./+types/login";

export const links = formLinks;

/** A time-out or self-exclusion refusing the login is said in the player's language, with its end date. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const shell = context.get(shellContext);
  return loginAction(request, url, context, (failure) => translatedFailure(failure, shell));
}

export default function Login({ actionData }: Route.ComponentProps) {
  return <LoginForm result={actionData} />;
}
