import { accountAction } from "../features/account/account-action.server.ts";
import { AccountInfoForm } from "../features/account/account-info-form.tsx";
import { accountView } from "../features/account/account-view.ts";
import { formLinks } from "../shell/forms/form-styles.ts";
import { requireSession } from "../shell/session/require-session.server.ts";
import { assertSameOrigin } from "../shell/session/same-origin.ts";
import { useT } from "../shell/use-shell.ts";
import type { Route } from "./+types/users-info";

export const links = formLinks;

export function loader({ context }: Route.LoaderArgs) {
  return { user: accountView(requireSession(context).user) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  assertSameOrigin(request, url);
  return accountAction(context, url, await request.formData());
}

/** Spec §2 /users/info: the account-info form on its own page. */
export default function UsersInfo({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="account-panel" aria-labelledby="users-info-title">
      <h2 id="users-info-title" className="account-panel__title">
        {t("account.tab.my-details")}
      </h2>
      <AccountInfoForm user={loaderData.user} result={actionData} />
    </section>
  );
}
