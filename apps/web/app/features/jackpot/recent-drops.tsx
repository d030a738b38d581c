import type { JackpotDrop } from "@platform/contracts";
import { formatSiteDateTime } from "../../shell/site-date-time.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { useFormatMoney } from "../../shell/wallet/money.tsx";
import { DropCheck } from "./drop-check.tsx";

const REASON_KEYS = { point: "jackpot.reason.point", deadline: "jackpot.reason.deadline" } as const;

/** The pool's recent drops, newest first: who won what, and the revealed point and nonce. */
export function RecentDrops({ drops }: { drops: JackpotDrop[] }) {
  const t = useT();
  const format = useFormatMoney();
  const { settings } = useShell();
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  if (drops.length === 0) return <p className="jackpot-empty">{t("jackpot.winners.empty")}</p>;
  return (
    <ol className="jackpot-drops">
      {drops.map((drop) => (
        <li key={drop.cycle} className="jackpot-drop" data-cycle={drop.cycle}>
          <div className="jackpot-drop__head">
            <p className="jackpot-drop__amount">{format(drop.amount)}</p>
            <p className="jackpot-drop__who">
              <span className="jackpot-drop__winner">{drop.winner}</span>
              <span className="jackpot-drop__game">{drop.game}</span>
            </p>
            <p className="jackpot-drop__when">
              <span>{t("jackpot.drop_number", { number: String(drop.cycle) })}</span>{" "}
              <time dateTime={drop.dropped_at}>{formatSiteDateTime(drop.dropped_at, clock)}</time>
            </p>
          </div>
          <p className="jackpot-drop__reason">{t(REASON_KEYS[drop.reason])}</p>
          <dl className="jackpot-reveal">
            <div>
              <dt>{t("jackpot.point")}</dt>
              <dd>
                {format(drop.point)} <code>{drop.point_minor}</code>
              </dd>
            </div>
            <div>
              <dt>{t("jackpot.nonce")}</dt>
              <dd>
                <code className="jackpot-code">{drop.nonce}</code>
              </dd>
            </div>
            <div>
              <dt>{t("jackpot.seal")}</dt>
              <dd>
                <code className="jackpot-code">{drop.commitment}</code>
              </dd>
            </div>
          </dl>
          <DropCheck drop={drop} />
        </li>
      ))}
    </ol>
  );
}
