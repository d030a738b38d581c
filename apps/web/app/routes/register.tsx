import { registerAction } from "../features/auth/register-action.server.ts";
import { RegisterForm } from "../features/auth/register-form.tsx";
import { formLinks } from "../features/forms/form-styles.ts";
import type { Route } from "./+types/register";

export const links = formLinks;

export async function action({ request, url, context }: Route.ActionArgs) {
  return registerAction(request, url, context);
}

export default function Register({ actionData }: Route.ComponentProps) {
  return <RegisterForm result={actionData} />;
}
