import type { JackpotPool } from "@platform/contracts";
import { Link } from "react-router";
import { useT } from "../../shell/use-shell.ts";
import { useFormatMoney } from "../../shell/wallet/money.tsx";
import {
  CadenceBadge,
  DropDeadline,
  PoolAmount,
  productNames,
  RangeMeter,
  ShortHash,
} from "./pool-parts.tsx";

/** One pool on /jackpot: its live amount, range, deadline, share, seal and last drop. */
export function PoolCard({ pool, now }: { pool: JackpotPool; now: number }) {
  const t = useT();
  const format = useFormatMoney();
  const heading = `jackpot-${pool.slug}`;
  return (
    <li
      className="jackpot-card"
      data-cadence={pool.cadence}
      data-slug={pool.slug}
      data-cycle={pool.cycle}
      aria-labelledby={heading}
    >
      <div className="jackpot-card__top">
        <CadenceBadge pool={pool} />
        <DropDeadline pool={pool} now={now} />
      </div>
      <h2 className="jackpot-card__name" id={heading}>
        {pool.name}
      </h2>
      <PoolAmount pool={pool} />
      <RangeMeter pool={pool} />
      <dl className="jackpot-facts">
        <div>
          <dt>{t("jackpot.share")}</dt>
          <dd>{t("jackpot.share_value", { percent: pool.contribution_percent })}</dd>
        </div>
        <div>
          <dt>{t("jackpot.games")}</dt>
          <dd>{productNames(pool, t)}</dd>
        </div>
        <div className="jackpot-facts__stack">
          <dt>{t("jackpot.seal")}</dt>
          <dd>
            <ShortHash hash={pool.commitment} />
          </dd>
        </div>
        {pool.last_drop && (
          <div className="jackpot-facts__stack">
            <dt>{t("jackpot.last_drop")}</dt>
            <dd>
              {t("jackpot.last_drop_value", {
                amount: format(pool.last_drop.amount),
                winner: pool.last_drop.winner,
              })}
            </dd>
          </div>
        )}
      </dl>
      <Link className="btn btn--primary jackpot-card__more" to={`/jackpot/${pool.slug}`}>
        {t("jackpot.more")}
        <span className="visually-hidden">: {pool.name}</span>
      </Link>
    </li>
  );
}
