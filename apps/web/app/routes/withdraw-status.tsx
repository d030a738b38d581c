import type { LinksFunction } from "react-router";
import withdrawCss from "../features/withdraw/withdraw.css?url";
import { withdrawStatusLoader } from "../features/withdraw/withdraw-status.server.ts";
import { WithdrawStatus } from "../features/withdraw/withdraw-status.tsx";
import type { Route } from "./+types/withdraw-status";

/** Serves /account/withdraw/status/:status? and its /users twin. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: withdrawCss }];

export async function loader({ url, params, context }: Route.LoaderArgs) {
  return withdrawStatusLoader(url, params, context);
}

export default function WithdrawStatusRoute({ loaderData }: Route.ComponentProps) {
  return <WithdrawStatus data={loaderData} />;
}
