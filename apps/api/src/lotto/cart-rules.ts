import {
  type CartLineInput,
  LOTTO_MAX_LINE_SIZE,
  type LottoSelectionInput,
  type NumberSelectionInput,
  type SelectionInputContract,
} from "@platform/contracts";
import {
  checkNumberSelection,
  checkSelection,
  lineCount,
  lineSizeOf,
  SelectionError,
  type SelectionInput,
} from "@platform/fair";
import { HttpError } from "../http/http-error.ts";
import type { Site } from "../sites/site-repository.ts";
import { formatMinor, parseAmount, settingAmount, siteCurrency } from "../wallet/amounts.ts";
import { type DrawRow, drawClosed, drawGameName, notOnSale } from "./tickets-draw.ts";

/** A cart line that passed every rule: its selection normalised (groups sorted), counted and priced. */
export interface CheckedLine {
  drawId: number;
  selection: SelectionInputContract;
  lines: number;
  stakePerLine: bigint;
}

const NUMBER_TYPES = new Set(["exact", "parity", "range", "tens"]);

function refuse(status: number, field: string, message: string): never {
  throw new HttpError(status, message, [{ message, field }]);
}

/**
 * The rules of one line, in the order a player fixes them: the draw (on this site, on sale, its
 * game switched on), the selection (valid for that game, lines no longer than the game sells),
 * the stake (a valid amount, at least the minimum per line, the ticket at most the maximum).
 * `draw` is undefined when no draw of this site has the id. Refusals are HttpErrors naming the field.
 * `closedMoves`: a line the player agreed to move may name a closed draw (a visitor's browser line
 * merged after its draw closed); checkout moves it to the game's next draw.
 */
export function checkCartLine(
  site: Site,
  draw: DrawRow | undefined,
  input: CartLineInput,
  now: Date,
  closedMoves = false,
): CheckedLine {
  if (!draw) refuse(400, "draw_id", "This draw does not exist.");
  const problem = notOnSale(site, draw, now);
  const moves = closedMoves && input.next_draw_if_closed && drawClosed(site, draw, now);
  if (problem && !moves) refuse(409, "draw_id", problem);

  const { selection, lines } = checkGameSelection(draw.game, input.selection);

  const lotto = site.settings.lotto;
  const { symbol } = siteCurrency(site);
  const stakePerLine = parseAmount(site, input.stake_per_line, "stake_per_line");
  const minimum = settingAmount(site, lotto.min_stake_per_line);
  if (stakePerLine < minimum)
    refuse(400, "stake_per_line", `The minimum stake per line is ${symbol}${formatMinor(site, minimum)}.`);
  const maximum = settingAmount(site, lotto.max_stake_per_ticket);
  const total = stakePerLine * BigInt(lines);
  if (total > maximum)
    refuse(
      400,
      "stake_per_line",
      `This ticket costs ${symbol}${formatMinor(site, total)} (${lines} line${lines === 1 ? "" : "s"}); the maximum per ticket is ${symbol}${formatMinor(site, maximum)}.`,
    );
  return { drawId: draw.id, selection, lines, stakePerLine };
}

/** A selection checked against its game: Lucky Number bets on number draws only, 5/90 bets on the others. */
export function checkGameSelection(
  game: string,
  input: SelectionInputContract,
): { selection: SelectionInputContract; lines: number } {
  const name = drawGameName(game);
  try {
    if (game === "number") {
      if (!NUMBER_TYPES.has(input.type))
        refuse(400, "selection", `${name} takes bets on a number, odd/even, low/high or a ten.`);
      return { selection: checkNumberSelection(input as NumberSelectionInput), lines: 1 };
    }
    if (NUMBER_TYPES.has(input.type))
      refuse(400, "selection", `${name} takes Direct, Perm, Banker and Against bets, not Lucky Number bets.`);
    const checked = checkSelection(input as LottoSelectionInput as SelectionInput);
    const most = LOTTO_MAX_LINE_SIZE[game as keyof typeof LOTTO_MAX_LINE_SIZE];
    const size = lineSizeOf(checked);
    if (most === undefined || size > most)
      refuse(
        400,
        "selection",
        `${name} sells lines of up to ${most} numbers; this bet makes ${size}-number lines.`,
      );
    return { selection: checked as SelectionInput as LottoSelectionInput, lines: lineCount(checked) };
  } catch (error) {
    if (error instanceof SelectionError) refuse(400, "selection", sentence(error.message));
    throw error;
  }
}

/** The rules speak in lower case ("a Perm bet ..."); a message to the player is a sentence. */
function sentence(text: string): string {
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}
