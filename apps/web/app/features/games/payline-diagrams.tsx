import type { GameDetail } from "@platform/contracts";
import { paylineGrid, paylineRows } from "@platform/contracts/client";
import type { Translator } from "../../shell/translator.ts";

/**
 * A lines game's paylines on its game page (the server's rendering of `<bv-game-detail>`): one small
 * grid per line, reels across and rows down, the line's cells filled and joined, beside a text label
 * ("Line 3: rows 3-3-3-3-3") that says the same to a screen reader. Nothing for a ways game.
 */
export function PaylineDiagrams({ game, t }: { game: GameDetail; t: Translator }) {
  const lines = game.paylines ?? [];
  if (lines.length < 2) return null;
  return (
    <section className="detail__panel paylines" aria-labelledby="paylines-title">
      <h3 id="paylines-title">{t("games.game.paylines")}</h3>
      <p className="detail__muted">{t("games.game.paylines_intro")}</p>
      <ol className="payline-list">
        {lines.map((line, index) => {
          const grid = paylineGrid(line, game.rows);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line is its number; shapes never repeat.
            <li key={index} className="payline" data-line={index + 1}>
              <svg viewBox={grid.viewBox} className="payline-grid" aria-hidden="true">
                {grid.cells.map((cell) => (
                  <rect
                    key={`${cell.x}:${cell.y}`}
                    x={cell.x}
                    y={cell.y}
                    width={cell.size}
                    height={cell.size}
                    rx={2}
                    className={cell.on ? "on" : "off"}
                  />
                ))}
                <polyline points={grid.points} className="path" />
              </svg>
              <span>{t("games.game.payline", { line: index + 1, rows: paylineRows(line) })}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
