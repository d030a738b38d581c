import type { DrawGame, LottoSettings } from "@platform/contracts";
import { useMemo } from "react";
import { formatDecimal } from "../number-symbols.ts";
import { useShell, useT } from "../use-shell.ts";
import { lottoOddsRows, MAX_LINE_SIZE, numberOddsRows, type OddsRow } from "./odds-rows.ts";

/**
 * Each bet type's chance of winning and return to player, computed exactly from the site's
 * paytable (settings.lotto). Shared by /lotto/about and the pickers' how-to-play modal:
 * `game` narrows it to one game (Lucky 3 shows lines of up to 3 numbers; Lucky Number its own
 * bets); without it, every 5/90 bet type and Lucky Number's.
 *
 *   <OddsTable lotto={settings.lotto} game="lucky3" />
 */
export function OddsTable({
  lotto,
  game,
}: {
  lotto: Pick<LottoSettings, "paytable" | "number_paytable">;
  game?: DrawGame | undefined;
}) {
  const t = useT();
  const lottoRows = useMemo(
    () => (game === "number" ? [] : lottoOddsRows(lotto.paytable, game ? MAX_LINE_SIZE[game] : 5)),
    [lotto.paytable, game],
  );
  const numberRows = useMemo(
    () => (game === undefined || game === "number" ? numberOddsRows(lotto.number_paytable) : []),
    [lotto.number_paytable, game],
  );
  return (
    <div className="odds-tables">
      {lottoRows.length > 0 && <Table caption={t("draws.odds.caption_lotto")} rows={lottoRows} />}
      {numberRows.length > 0 && <Table caption={t("draws.odds.caption_number")} rows={numberRows} />}
    </div>
  );
}

const WHOLE = { min: 0, max: 2 };
const PERCENT = { min: 2, max: 2 };

function Table({ caption, rows }: { caption: string; rows: OddsRow[] }) {
  const t = useT();
  const { locale } = useShell();
  // Written without Intl where the site taught its number marks (number-symbols.ts).
  const whole = { format: (value: number) => formatDecimal(value, locale, WHOLE) };
  const percent = { format: (value: number) => formatDecimal(value, locale, PERCENT) };
  return (
    <div className="odds-table__scroll">
      <table className="odds-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("draws.odds.bet")}</th>
            <th scope="col" className="odds-table__num">
              {t("draws.odds.pays")}
            </th>
            <th scope="col" className="odds-table__num">
              {t("draws.odds.chance")}
            </th>
            <th scope="col" className="odds-table__num">
              {t("draws.odds.rtp")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-bet={row.id}>
              <th scope="row">{t(`draws.bet.${row.bet}`, { size: String(row.size ?? "") })}</th>
              <td className="odds-table__num">
                {t("draws.odds.times", { multiplier: whole.format(Number(row.multiplier)) })}
              </td>
              <td className="odds-table__num">
                {t("draws.odds.one_in", { count: whole.format(row.oneIn) })}
                <span className="odds-table__sub">
                  {Number(row.chancePercent) > 0
                    ? `${percent.format(Number(row.chancePercent))} %`
                    : t("draws.odds.below", { percent: percent.format(0.01) })}
                </span>
              </td>
              <td className="odds-table__num">{percent.format(Number(row.rtpPercent))} %</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
