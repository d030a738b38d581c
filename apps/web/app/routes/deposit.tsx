import { depositAction, loadDepositPage } from "../features/deposit/deposit-page.server.ts";
import { DepositPage } from "../features/deposit/deposit-page.tsx";
import { depositLinks } from "../features/deposit/deposit-styles.ts";
import type { Route } from "./+types/deposit";

/** Spec §2 /account/deposit and /users/deposit (two route ids, one module). */
export const links = depositLinks;

export function loader({ url, context }: Route.LoaderArgs) {
  return loadDepositPage(url, context);
}

export function action({ request, url, context }: Route.ActionArgs) {
  return depositAction(request, url, context);
}

export default function DepositRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DepositPage data={loaderData} result={actionData} />;
}
