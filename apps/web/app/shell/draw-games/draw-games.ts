import type { Draw, DrawGame } from "@platform/contracts";
import { type DrawShape, LOTTO_5_90, LUCKY_NUMBER } from "@platform/fair";

/*
 * What the results pages know of the draw games without asking the API: their order, what each
 * draws, where a player buys a ticket for a draw. Browser-safe (no zod): the games' list and rules
 * as the API sends them live in @platform/contracts' lotto.ts.
 */

/** The draw games in the order the pages list them (contracts' DRAW_GAMES). */
export const DRAW_GAME_ORDER: readonly DrawGame[] = ["lucky5", "lucky4", "lucky3", "number"];

export function isDrawGame(value: string): value is DrawGame {
  return (DRAW_GAME_ORDER as readonly string[]).includes(value);
}

/** Lucky Number draws one ball of 1–90; the 5/90 games draw five. */
export function drawShapeOf(game: DrawGame): DrawShape {
  return game === "number" ? LUCKY_NUMBER : LOTTO_5_90;
}

/** The game's name in the dictionary ("Lucky 5", "Lucky Number"). */
export function gameNameKey(game: DrawGame): string {
  return `draws.game.${game}`;
}

/** Where a ticket for this draw is bought: the game's picker with the draw chosen. */
export function playHref(game: DrawGame, drawId: string): string {
  const draw = encodeURIComponent(drawId);
  return game === "number" ? `/lucky-number?draw=${draw}` : `/lotto?game=${game}&draw=${draw}`;
}

/** The draw's own page: its commitment from the start, its numbers and verifier once drawn. */
export function drawHref(drawId: string): string {
  return `/lotto/draws/${encodeURIComponent(drawId)}`;
}

/** A draw whose numbers and seed have been published. */
export function isResulted(draw: Pick<Draw, "numbers" | "server_seed">): boolean {
  return draw.numbers !== null && draw.numbers.length > 0 && draw.server_seed !== null;
}
