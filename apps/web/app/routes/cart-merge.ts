import { mergeCartAction } from "../features/lotto/cart-merge.server.ts";
import type { Route } from "./+types/cart-merge";

/** POST /cart/merge: a visitor's browser cart joins the player's cart once, after login (spec §1). */
export function action({ request, url, context }: Route.ActionArgs) {
  return mergeCartAction(request, url, context);
}
