import { h, replace } from "../dom.ts";
import type { Translate } from "../i18n/translate.ts";
import { gridRows } from "./rules.ts";
import { lookOf, type SymbolLook, symbolTile } from "./symbols.ts";

/** How many symbols a spinning reel scrolls through in one loop of its animation. */
const BLUR_SYMBOLS = 12;

/**
 * The reels: grid[reel][row] in a CSS grid, a reel per column. Spinning is a CSS animation of a
 * strip taken from the reel's published strip (what could land), so the motion is honest about
 * the symbols and costs no script per frame. Screen readers get the landed grid row by row.
 */
export class ReelView {
  readonly element: HTMLDivElement;
  private readonly reelElements: HTMLDivElement[];
  /** The grid on screen before the reels started: a refused spin settles back on it. */
  private last: readonly (readonly string[])[] = [];

  constructor(
    private readonly strips: readonly (readonly string[])[],
    private readonly rows: number,
    private readonly looks: Map<string, SymbolLook>,
    private readonly t: Translate,
  ) {
    this.reelElements = strips.map(() => h("div", { class: "reel" }));
    this.element = h("div", { class: "reels", role: "img" }, ...this.reelElements);
    this.element.style.setProperty("--reels", String(strips.length));
    this.element.style.setProperty("--rows", String(rows));
    this.show(
      strips.map((strip) => Array.from({ length: rows }, (_, row) => strip[row % strip.length] ?? "")),
    );
  }

  /** Shows a landed grid at once; `winning` holds "reel:row" of the symbols that paid. */
  show(grid: readonly (readonly string[])[], winning: Set<string> = new Set()): void {
    for (const [reel, symbols] of grid.entries()) this.land(reel, symbols);
    this.mark(grid, winning);
  }

  /** The grid has landed: highlight what paid and tell screen readers what is on the reels. */
  mark(grid: readonly (readonly string[])[], winning: Set<string>): void {
    this.last = grid;
    this.reelElements.forEach((reel, index) => {
      reel.querySelectorAll<HTMLElement>(".cell").forEach((cell, row) => {
        if (winning.has(`${index}:${row}`)) cell.dataset.win = "true";
        else delete cell.dataset.win;
      });
    });
    this.element.dataset.winning = String(winning.size > 0);
    const name = (symbol: string) => lookOf(symbol, this.looks).name;
    const rows = gridRows(grid, name).map((row, index) =>
      this.t("reels.row", { row: index + 1, symbols: row.join(", ") }),
    );
    this.element.setAttribute("aria-label", `${this.t("reels.label")}. ${rows.join(". ")}`);
  }

  /** Back to the last grid shown, nothing highlighted (the spin was refused). */
  restore(): void {
    this.show(this.last);
  }

  /** Starts every reel spinning. */
  spin(): void {
    this.element.setAttribute("aria-label", this.t("reels.spinning"));
    this.element.dataset.winning = "false";
    this.reelElements.forEach((reel, index) => {
      const strip = this.strips[index] ?? [];
      const start = Math.floor(Math.random() * Math.max(1, strip.length));
      const blur = Array.from(
        { length: BLUR_SYMBOLS },
        (_, offset) => strip[(start + offset) % strip.length] ?? "",
      );
      // The loop shows the strip twice so it can wrap without a jump.
      const cells = [...blur, ...blur].map((symbol) =>
        h("div", { class: "cell" }, symbolTile(symbol, this.looks)),
      );
      replace(reel, h("div", { class: "strip spinning" }, ...cells));
      reel.style.setProperty("--loop", String(BLUR_SYMBOLS));
      reel.dataset.state = "spinning";
    });
  }

  /** Stops one reel on its symbols. */
  land(reel: number, symbols: readonly string[]): void {
    const element = this.reelElements[reel];
    if (!element) return;
    const cells = Array.from({ length: this.rows }, (_, row) =>
      h("div", { class: "cell" }, symbolTile(symbols[row] ?? "", this.looks)),
    );
    replace(element, h("div", { class: "strip" }, ...cells));
    element.dataset.state = element.dataset.state === "spinning" ? "landed" : "still";
  }
}

export const REELS_CSS = `
.reels {
  display: grid; grid-template-columns: repeat(var(--reels), minmax(0, 1fr)); gap: 0.35rem;
  padding: 0.5rem; container-type: inline-size; width: 100%; margin-inline: auto;
  /* A three-reel classic stays a machine's size on a wide screen. */
  max-width: calc(var(--reels) * 8.5rem);
  background: color-mix(in srgb, var(--bg, #000) 70%, #000); border-radius: var(--radius, 8px);
  border: 1px solid var(--border, #333);
}
.reel {
  position: relative; overflow: hidden; border-radius: calc(var(--radius, 8px) * 0.7);
  background: color-mix(in srgb, var(--surface-2, #222) 85%, #000);
  aspect-ratio: 1 / var(--rows);
}
.strip { display: grid; grid-auto-rows: calc(100% / var(--rows)); height: 100%; }
.cell { padding: 0.18rem; display: grid; }
.cell[data-win="true"] .tile {
  outline: 3px solid var(--accent, #2563eb); outline-offset: -3px;
  box-shadow: 0 0 0 2px color-mix(in srgb, var(--accent, #2563eb) 40%, transparent);
}
.reels[data-celebrate="true"] .cell[data-win="true"] .tile { animation: glow 0.9s ease-in-out 3; }
.strip.spinning {
  height: auto; grid-auto-rows: auto;
  animation: scroll 0.45s linear infinite; filter: blur(1.5px);
}
.strip.spinning .cell { aspect-ratio: 1; }
.reel[data-state="landed"] .strip { animation: settle 0.22s ease-out; }
@keyframes scroll {
  from { transform: translateY(-50%); }
  to { transform: translateY(0); }
}
@keyframes settle {
  0% { transform: translateY(-8%); }
  70% { transform: translateY(3%); }
  100% { transform: translateY(0); }
}
@keyframes glow {
  50% { transform: scale(1.07); filter: brightness(1.25); }
}
`;
