import type { RouterContextProvider } from "react-router";
import { notFound } from "../../shell/not-found.ts";
import type { LineBuilder } from "./cart-actions.server.ts";
import { formText, loadCart } from "./cart-api.server.ts";
import { enabledGames, isDrawGameEnabled, loadDrawGames } from "./lotto-games.server.ts";
import { numberPickFromFields, parseNumberPick } from "./lucky-number-state.ts";

type Context = Readonly<RouterContextProvider>;

/** Spec §2 /lucky-number (products_allow "number", else 404): its draws, the pick, the cart. */
export async function luckyNumberLoader(url: URL, context: Context) {
  if (!isDrawGameEnabled(context, "number")) throw notFound();
  const [response, cart] = await Promise.all([loadDrawGames(context), loadCart(context)]);
  const [info] = enabledGames(context, response, (game) => game === "number");
  const fields = url.searchParams;
  return {
    draws: { ...response, games: [info!] },
    pick: numberPickFromFields(fields),
    stake: fields.get("stake_per_line") || response.min_stake_per_line,
    // `draw` is how the results pages link a draw (/lotto?game=lucky3&draw=12); `draw_id` the slip's own field.
    drawId: fields.get("draw_id") ?? fields.get("draw"),
    cart,
  };
}

/** The Lucky Number bet the form posted. */
export const luckyNumberLine: LineBuilder = (form) => {
  const selection = parseNumberPick(form.get("selection"));
  if (!selection) return { key: "lucky.hint.pick" };
  return {
    draw_id: formText(form, "draw_id"),
    selection,
    stake_per_line: formText(form, "stake_per_line").trim(),
    next_draw_if_closed: formText(form, "next_draw_if_closed") === "true",
  };
};
