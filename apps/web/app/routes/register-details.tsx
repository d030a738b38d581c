import { redirect } from "react-router";
import { accountAction } from "../features/account/account-action.server.ts";
import { AccountInfoForm } from "../features/account/account-info-form.tsx";
import { accountView } from "../features/account/account-view.ts";
import { AuthCard } from "../features/auth/auth-card.tsx";
import { formLinks } from "../shell/forms/form-styles.ts";
import { requireSession } from "../shell/session/require-session.server.ts";
import { assertSameOrigin } from "../shell/session/same-origin.ts";
import { shellContext } from "../shell/shell-context.ts";
import { useT } from "../shell/use-shell.ts";
import type { Route } from "./+types/register-details";

export const links = formLinks;

/** Step 2 of a two-step registration (settings.user_registration_step2); the account exists already. */
export function loader({ context }: Route.LoaderArgs) {
  return { user: accountView(requireSession(context).user) };
}

/** Saved details land the new player on the site's default page. */
export async function action({ request, url, context }: Route.ActionArgs) {
  assertSameOrigin(request, url);
  const result = await accountAction(context, url, await request.formData());
  if (result instanceof Response || !result.ok) return result;
  throw redirect(context.get(shellContext).settings.defaultRedirect);
}

export default function RegisterDetails({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AuthCard title={t("auth.register.details_title")} lead={t("auth.register.details_lead")}>
      <AccountInfoForm
        user={loaderData.user}
        result={actionData}
        submitLabel={t("auth.register.details_submit")}
      />
    </AuthCard>
  );
}
