import type { LinksFunction } from "react-router";
import { cartLineAction } from "../features/lotto/cart-actions.server.ts";
import lottoCss from "../features/lotto/lotto.css?url";
import { luckyNumberLine, luckyNumberLoader } from "../features/lotto/lucky-number.server.ts";
import { LuckyNumberPage } from "../features/lotto/lucky-number-page.tsx";
import type { Route } from "./+types/lucky-number";

/** Spec §2 /lucky-number (product "number"; switched off it is the 404). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: lottoCss }];

export function loader({ url, context }: Route.LoaderArgs) {
  return luckyNumberLoader(url, context);
}

export function action({ request, url, context }: Route.ActionArgs) {
  return cartLineAction(request, url, context, luckyNumberLine);
}

export default function LuckyNumber({ loaderData, actionData }: Route.ComponentProps) {
  return <LuckyNumberPage data={loaderData} result={actionData} />;
}
