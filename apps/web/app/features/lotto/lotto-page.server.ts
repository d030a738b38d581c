import { type DrawGame, LOTTO_MAX_LINE_SIZE } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { notFound } from "../../shell/not-found.ts";
import type { LineBuilder } from "./cart-actions.server.ts";
import { formText, loadCart } from "./cart-api.server.ts";
import { enabledGames, isDrawGameEnabled, loadDrawGames } from "./lotto-games.server.ts";
import { pickerFromFields } from "./number-picker-form.ts";
import { selectionStatus, toLineSelection } from "./number-picker-state.ts";

type Context = Readonly<RouterContextProvider>;
type LottoGame = keyof typeof LOTTO_MAX_LINE_SIZE;

const LOTTO_GAMES = Object.keys(LOTTO_MAX_LINE_SIZE) as LottoGame[];

function isLottoGame(game: string | null): game is LottoGame {
  return (LOTTO_GAMES as string[]).includes(game ?? "");
}

/**
 * Spec §2 /lotto: the 5/90 games the site sells (?game= picks one; a game that is off is the
 * 404), their next draws, the picker as the URL describes it (each tap of a page without
 * JavaScript is a GET) and, for a logged-in player, the cart.
 */
export async function lottoLoader(url: URL, context: Context) {
  const asked = url.searchParams.get("game");
  if (asked !== null && !(isLottoGame(asked) && isDrawGameEnabled(context, asked))) throw notFound();
  if (!LOTTO_GAMES.some((game) => isDrawGameEnabled(context, game))) throw notFound();
  const [response, cart] = await Promise.all([loadDrawGames(context), loadCart(context)]);
  const games = enabledGames(context, response, (game) => game !== "number");
  const info = asked ? games.find((candidate) => candidate.game === asked) : games[0];
  if (!info) throw notFound();
  const fields = url.searchParams;
  return {
    draws: { ...response, games },
    game: info.game as DrawGame,
    picker: pickerFromFields(fields, info.max_line_size),
    stake: fields.get("stake_per_line") || response.min_stake_per_line,
    // `draw` is how the results pages link a draw (/lotto?game=lucky3&draw=12); `draw_id` the slip's own field.
    drawId: fields.get("draw_id") ?? fields.get("draw"),
    cart,
  };
}

/** The line the picker's form posted, or the hint of what it still lacks. */
export const lottoLine: LineBuilder = (form) => {
  const game = formText(form, "game");
  if (!isLottoGame(game)) return { key: "lotto.hint.pick_game" };
  const status = selectionStatus(pickerFromFields(form, LOTTO_MAX_LINE_SIZE[game]));
  if (!status.ok) return status.hint;
  return {
    draw_id: formText(form, "draw_id"),
    selection: toLineSelection(status.selection),
    stake_per_line: formText(form, "stake_per_line").trim(),
    next_draw_if_closed: formText(form, "next_draw_if_closed") === "true",
  };
};
