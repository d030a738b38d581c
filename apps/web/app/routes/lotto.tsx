import type { LinksFunction } from "react-router";
import { cartLineAction } from "../features/lotto/cart-actions.server.ts";
import lottoCss from "../features/lotto/lotto.css?url";
import { lottoLine, lottoLoader } from "../features/lotto/lotto-page.server.ts";
import { LottoPage } from "../features/lotto/lotto-page.tsx";
import type { Route } from "./+types/lotto";

/** Spec §2 /lotto: the 5/90 games (products 5-90-lucky5/4/3; none switched on is the 404). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: lottoCss }];

export function loader({ url, context }: Route.LoaderArgs) {
  return lottoLoader(url, context);
}

export function action({ request, url, context }: Route.ActionArgs) {
  return cartLineAction(request, url, context, lottoLine);
}

export default function Lotto({ loaderData, actionData }: Route.ComponentProps) {
  // A new game is a new slip.
  return <LottoPage key={loaderData.game} data={loaderData} result={actionData} />;
}
