import { accountAction } from "../features/account/account-action.server.ts";
import { accountSettingsLoader } from "../features/account/account-loader.server.ts";
import { AccountSettings } from "../features/account/account-settings.tsx";
import { ficaLinks } from "../features/fica/fica-styles.ts";
import { formLinks } from "../features/forms/form-styles.ts";
import type { Route } from "./+types/account-settings";

/** Serves /account/settings and /users/settings (two route ids, one module). */
export const links: Route.LinksFunction = () => [...formLinks(), ...ficaLinks()];

export async function loader({ url, context }: Route.LoaderArgs) {
  return accountSettingsLoader(url, context);
}

export async function action({ request, url, context }: Route.ActionArgs) {
  return accountAction(request, url, context);
}

export default function AccountSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountSettings data={loaderData} result={actionData} />;
}
