import type { GameDetail } from "@platform/contracts";
import { paylineGrid, paylineRows, paysNote } from "@platform/contracts/client";
import { h } from "../dom.ts";
import type { MessageKey } from "../i18n/messages.ts";
import type { Translate } from "../i18n/translate.ts";
import { paysBasis } from "./paytable.ts";

/*
 * The paylines of a lines game, drawn on the reels: one small grid per line with the line's cells
 * filled and joined (geometry from the contracts, shared with the site's server-rendered page). Each
 * grid is decoration beside its text label ("Line 3: rows 3-3-3-3-3"), which a screen reader reads.
 */

const SVG = "http://www.w3.org/2000/svg";

/** The paytable's note on what its multiples are multiples of (ways: the total stake, per way). */
export function paysNoteKey(game: Pick<GameDetail, "paylines" | "lines">): MessageKey {
  const note = paysNote(game, paysBasis(game.lines));
  return note === "line" ? "game.pays_line" : note === "ways" ? "game.pays_ways" : "game.pays_total";
}

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, String(value));
  return element;
}

function diagram(line: readonly number[], rows: number): SVGSVGElement {
  const grid = paylineGrid(line, rows);
  const image = svg("svg", { viewBox: grid.viewBox, class: "payline-grid", "aria-hidden": "true" });
  for (const cell of grid.cells) {
    const { x, y, size, on } = cell;
    image.append(svg("rect", { x, y, width: size, height: size, rx: 2, class: on ? "on" : "off" }));
  }
  image.append(svg("polyline", { points: grid.points, class: "path" }));
  return image;
}

/** The paylines panel, or false for a game without paylines (ways) or with a single line. */
export function paylineDiagrams(game: GameDetail, t: Translate): HTMLElement | false {
  const lines = game.paylines ?? [];
  if (lines.length < 2) return false;
  return h(
    "section",
    { class: "panel paylines" },
    h("h3", { part: "heading" }, t("game.paylines")),
    h("p", { class: "muted basis" }, t("game.paylines_intro")),
    h(
      "ol",
      { class: "payline-list" },
      ...lines.map((line, index) =>
        h(
          "li",
          { class: "payline", "data-line": index + 1 },
          diagram(line, game.rows),
          h("span", null, t("game.payline", { line: index + 1, rows: paylineRows(line) })),
        ),
      ),
    ),
  );
}

export const PAYLINES_CSS = `
.payline-list { display: grid; grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr)); gap: 0.6rem; }
.payline { display: grid; justify-items: center; gap: 0.3rem; padding: 0.5rem; font-size: 0.8rem; text-align: center; background: var(--surface-2, #f3f3f3); border-radius: var(--radius, 8px); }
.payline-grid { width: 4.5rem; height: auto; overflow: visible; }
.payline-grid .off { fill: none; stroke: var(--border, #ccc); stroke-width: 1; }
.payline-grid .on { fill: var(--accent, #0a7); }
.payline-grid .path { fill: none; stroke: var(--text, #222); stroke-width: 1.5; stroke-linejoin: round; opacity: 0.6; }
`;
