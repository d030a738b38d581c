import type { GameDetail } from "@platform/contracts";
import { h } from "../dom.ts";

export interface SymbolLook {
  symbol: string;
  name: string;
  /** What the tile says: a short id ("A", "10"), the name, or for a long name the id or its first word; a blank says nothing. */
  label: string;
  role: "regular" | "wild" | "scatter";
  /** The symbol's own colour on the wheel (0–359), stable for its id. */
  hue: number;
}

/** A symbol named for a colour ("Red seven", "Blue bead") wears it; the others get one from their id. */
const NAMED_HUES: [RegExp, number][] = [
  [/\bred\b/i, 356],
  [/\borange\b/i, 28],
  [/\b(gold|golden|yellow)\b/i, 46],
  [/\bgreen\b/i, 130],
  [/\bblue\b/i, 215],
  [/\b(purple|violet)\b/i, 275],
  [/\bpink\b/i, 325],
];

/** FNV-1a and a final mix: ids one letter apart ("BAR1", "BAR2") come out far apart. */
function mix(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
}

export function hueOf(symbol: string, name = ""): number {
  const words = `${name} ${symbol.replace(/\d+/g, " ")}`;
  for (const [pattern, hue] of NAMED_HUES) if (pattern.test(words)) return hue;
  return mix(symbol) % 360;
}

export function labelOf(symbol: string, name: string): string {
  if (symbol === "BLANK") return "";
  if (symbol.length <= 3) return symbol.toUpperCase();
  const text = (name || symbol).trim().toUpperCase();
  if (text.length <= 10) return text;
  return symbol.length <= 8 ? symbol.toUpperCase() : (text.split(/\s+/)[0] ?? text).slice(0, 10);
}

/** Each paytable symbol's look, by id. */
export function symbolLooks(paytable: GameDetail["paytable"]): Map<string, SymbolLook> {
  return new Map(
    paytable.map((entry) => [
      entry.symbol,
      {
        symbol: entry.symbol,
        name: entry.name,
        label: labelOf(entry.symbol, entry.name),
        role: entry.role,
        hue: hueOf(entry.symbol, entry.name),
      },
    ]),
  );
}

/** A symbol the paytable does not name (a recall of a game since changed) still gets a tile. */
export function lookOf(symbol: string, looks: Map<string, SymbolLook>): SymbolLook {
  return (
    looks.get(symbol) ?? {
      symbol,
      name: symbol,
      label: labelOf(symbol, symbol),
      role: "regular",
      hue: hueOf(symbol),
    }
  );
}

/** Outlines a symbol's gem takes, by its hash: the reels read as shapes and colours before words. */
const SHAPES = [
  "M50 6 94 50 50 94 6 50Z",
  "M50 8a42 42 0 1 0 .1 0Z",
  "M50 5 89 27v46L50 95 11 73V27Z",
  "M50 5 88 19l-4 41c-7 20-19 29-34 35-15-6-27-15-34-35L12 19Z",
  "M32 7h36l25 25v36L68 93H32L7 68V32Z",
  "M50 5c20 24 34 40 34 57a34 34 0 0 1-68 0c0-17 14-33 34-57Z",
];
const STAR = "M50 4 62 37h35L69 58l10 35-29-20-29 20 10-35L3 37h35Z";
const CROWN = "M8 80 14 24l22 26L50 14l14 36 22-26 6 56Z";
const SVG = "http://www.w3.org/2000/svg";

function gem(look: SymbolLook): SVGSVGElement {
  const path =
    look.role === "scatter"
      ? STAR
      : look.role === "wild"
        ? CROWN
        : (SHAPES[look.hue % SHAPES.length] ?? STAR);
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 100 100");
  svg.setAttribute("class", "gem");
  for (const [name, transform] of [
    ["body", ""],
    ["shine", "translate(22 14) scale(.56)"],
  ]) {
    const shape = document.createElementNS(SVG, "path");
    shape.setAttribute("d", path);
    shape.setAttribute("class", name!);
    if (transform) shape.setAttribute("transform", transform);
    svg.append(shape);
  }
  return svg;
}

/** A reel cell or paytable tile: the symbol's gem and name; decorative (the name is said next to it or in the reels' label). */
export function symbolTile(symbol: string, looks: Map<string, SymbolLook>): HTMLSpanElement {
  const look = lookOf(symbol, looks);
  const tile = h(
    "span",
    {
      class: "tile",
      "data-symbol": symbol,
      "data-role": look.role,
      "data-blank": look.label === "" ? "true" : null,
      "aria-hidden": "true",
    },
    look.label !== "" && gem(look),
    look.label !== "" && h("span", { class: "label" }, look.label),
  );
  // Through the CSSOM, not a style attribute: a strict style-src never blocks it.
  tile.style.setProperty("--hue", String(look.hue));
  tile.style.setProperty("--len", String(Math.max(4, look.label.length)));
  return tile;
}

/** The tiles: the game's own colours on the theme's surfaces; wilds wear the site's accent. */
export const SYMBOL_CSS = `
.tile {
  position: relative; display: grid; grid-template-rows: minmax(0, 1fr) auto; justify-items: center;
  aspect-ratio: 1; width: 100%; padding: 8% 4% 5%; overflow: hidden;
  border-radius: calc(var(--radius, 8px) * 0.8);
  background: radial-gradient(circle at 50% 40%, hsl(var(--hue) 60% 30% / 0.55), transparent 70%),
    var(--surface, #1b1b1b);
  border: 1px solid hsl(var(--hue) 60% 55% / 0.45);
  line-height: 1;
}
.gem { width: 74%; height: 100%; overflow: visible; filter: drop-shadow(0 2px 2px rgb(0 0 0 / 0.45)); }
.gem .body { fill: hsl(var(--hue) 72% 48%); stroke: hsl(var(--hue) 85% 78%); stroke-width: 3; }
.gem .shine { fill: hsl(var(--hue) 90% 82% / 0.45); }
.tile .label {
  /* A reel is about 100cqi / reels wide: the name fits its tile whatever its length. */
  font-size: min(0.8rem, calc(85cqi / (var(--reels, 5) * var(--len, 4))));
  font-weight: 800; letter-spacing: 0.02em; white-space: nowrap; color: var(--text, #fff);
  margin-top: 4%;
}
.tile[data-role="wild"] { border-color: var(--accent, #2563eb); }
.tile[data-role="wild"] .gem .body { fill: var(--accent, #2563eb); stroke: color-mix(in srgb, var(--accent, #2563eb) 50%, #fff); }
.tile[data-role="wild"] .label { color: var(--accent, #2563eb); }
.tile[data-role="scatter"] .gem .body { fill: hsl(45 95% 55%); stroke: hsl(45 100% 85%); }
.tile[data-blank] { background: var(--surface-2, #333); border-color: transparent; opacity: 0.45; }
`;
