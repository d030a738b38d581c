import type { GameDetail } from "./aggregator.ts";

/*
 * A lines game's paylines as the game pages draw them (the aggregator's <bv-game-detail> and the
 * site's server-rendered page): one small grid per line, reels across and rows down, the line's
 * cells filled and joined. Each grid goes beside a text label saying the same ("Line 3: rows 3-3-3-3-3").
 */

/** One cell of a diagram, in SVG units, and the gap between cells. */
const CELL = 10;
const GAP = 2;

/** "1-2-3-2-1": the line's row on each reel, counted from 1 at the top. */
export function paylineRows(line: readonly number[]): string {
  return line.map((row) => row + 1).join("-");
}

export interface PaylineGrid {
  /** The SVG viewBox. */
  viewBox: string;
  /** Every cell, reel by reel; `on` for the line's cell on that reel. */
  cells: { x: number; y: number; size: number; on: boolean }[];
  /** The polyline through the centres of the line's cells, left to right. */
  points: string;
}

/** The diagram of one payline on a window of `rows` rows. */
export function paylineGrid(line: readonly number[], rows: number): PaylineGrid {
  const at = (index: number) => index * (CELL + GAP);
  const cells: PaylineGrid["cells"] = [];
  for (let reel = 0; reel < line.length; reel++) {
    for (let row = 0; row < rows; row++)
      cells.push({ x: at(reel), y: at(row), size: CELL, on: line[reel] === row });
  }
  const points = line.map((row, reel) => `${at(reel) + CELL / 2},${at(row) + CELL / 2}`).join(" ");
  return { viewBox: `0 0 ${at(line.length) - GAP} ${at(rows) - GAP}`, cells, points };
}

/**
 * What a paytable multiple is a multiple of: several paylines pay on the line bet; a ways game (no
 * paylines) on the total stake for each way; a single line on the total stake. A game without the
 * paylines field (an aggregator that predates it) is read by its `lines` fact (`byLines`).
 */
export function paysNote(
  game: Pick<GameDetail, "paylines">,
  byLines: "line" | "total",
): "line" | "ways" | "total" {
  if (!game.paylines) return byLines;
  if (game.paylines.length > 1) return "line";
  return game.paylines.length === 0 ? "ways" : "total";
}
