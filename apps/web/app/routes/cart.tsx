import type { LinksFunction } from "react-router";
import { cartAction, cartLoader } from "../features/lotto/cart-page.server.ts";
import { CartPage } from "../features/lotto/cart-page.tsx";
import lottoCss from "../features/lotto/lotto.css?url";
import formsCss from "../shell/forms/forms.css?url";
import type { Route } from "./+types/cart";

/** Spec §1/§2 /cart: the draw games' cart and its checkout. */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: formsCss },
  { rel: "stylesheet", href: lottoCss },
];

export function loader({ context }: Route.LoaderArgs) {
  return cartLoader(context);
}

export function action({ request, url, context }: Route.ActionArgs) {
  return cartAction(request, url, context);
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPage data={loaderData} result={actionData} />;
}
