import type { LinksFunction } from "react-router";
import withdrawCss from "../features/withdraw/withdraw.css?url";
import { withdrawAction, withdrawLoader } from "../features/withdraw/withdraw.server.ts";
import { WithdrawPage } from "../features/withdraw/withdraw-page.tsx";
import payoutCss from "../shell/payout-recipients/payout-recipients.css?url";
import type { Route } from "./+types/withdraw";

/** Serves /account/withdraw and /users/withdraw (two route ids, one module). */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: withdrawCss },
  { rel: "stylesheet", href: payoutCss },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  return withdrawLoader(url, context);
}

export async function action({ request, url, context }: Route.ActionArgs) {
  return withdrawAction(request, url, context);
}

export default function Withdraw({ loaderData, actionData }: Route.ComponentProps) {
  return <WithdrawPage data={loaderData} result={actionData} />;
}
