import { type CSSProperties, useMemo } from "react";
import { useT } from "../../shell/use-shell.ts";
import type { NumbersPageData } from "./lotto-results.server.ts";
import { numberCells } from "./number-stats.ts";

/** Hot or cold numbers as balls, each with how often it came. */
function NumberList({
  title,
  numbers,
  counts,
  kind,
}: {
  title: string;
  numbers: number[];
  counts: number[];
  kind: string;
}) {
  const t = useT();
  return (
    <div className="stats-list" data-kind={kind}>
      <h3 className="stats-list__title">{title}</h3>
      {numbers.length === 0 ? (
        <p className="form__hint">{t("draws.stats.none")}</p>
      ) : (
        <ol className="stats-list__numbers">
          {numbers.map((number) => (
            <li key={number} className="stats-list__item">
              <span className="draw-ball" data-size="sm" aria-hidden="true">
                {number}
              </span>
              <span className="stats-list__count">
                <span className="visually-hidden">{number}: </span>
                {t("draws.stats.times", { count: String(counts[number - 1] ?? 0) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * Hot and cold numbers and the 1–90 frequency grid over the last draws (GET api/lotto/numbers).
 * Each cell is shaded by its count against the most frequent number; its full sentence ("17:
 * drawn 8 times, last 3 draws ago") is there for screen readers and as a tooltip.
 */
export function NumberStatsPanel({ stats }: { stats: NumbersPageData["stats"] }) {
  const t = useT();
  const cells = useMemo(() => numberCells(stats), [stats]);
  const describe = (number: number, count: number, lastSeen: number | null) =>
    t(lastSeen === null ? "draws.stats.cell_unseen" : "draws.stats.cell", {
      number: String(number),
      count: String(count),
      ago: String(lastSeen ?? ""),
    });
  return (
    <section className="number-stats" aria-labelledby="number-stats-title">
      <h2 id="number-stats-title">{t("draws.stats.title")}</h2>
      <p className="form__hint">{t("draws.stats.window", { draws: String(stats.draws) })}</p>
      {stats.draws === 0 ? (
        <p className="form__hint">{t("draws.stats.none")}</p>
      ) : (
        <div className="number-stats__lists">
          <NumberList title={t("draws.stats.hot")} numbers={stats.hot} counts={stats.counts} kind="hot" />
          <NumberList title={t("draws.stats.cold")} numbers={stats.cold} counts={stats.counts} kind="cold" />
        </div>
      )}
      <h3 className="number-stats__grid-title">{t("draws.stats.frequency")}</h3>
      <ol className="freq-grid">
        {cells.map((cell) => {
          const text = describe(cell.number, cell.count, cell.lastSeen);
          return (
            <li
              key={cell.number}
              className="freq-grid__cell"
              data-hot={cell.hot || undefined}
              data-cold={cell.cold || undefined}
              style={{ "--heat": cell.heat.toFixed(3) } as CSSProperties}
              title={text}
            >
              <span className="freq-grid__number" aria-hidden="true">
                {cell.number}
              </span>
              <span className="freq-grid__count" aria-hidden="true">
                {cell.count}
              </span>
              <span className="visually-hidden">{text}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
