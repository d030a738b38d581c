import { currencyExponent, fromMinorUnits } from "@platform/contracts/client";
import { Link } from "react-router";
import { formatSiteDateTime } from "../../shell/site-date-time.ts";
import { serverNow, useServerClock } from "../../shell/use-server-clock.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { useFormatMoney } from "../../shell/wallet/money.tsx";
import type { JackpotDetailData } from "./jackpot.server.ts";
import { LiveStatusNote } from "./live-status.tsx";
import { CadenceBadge, DropDeadline, PoolAmount, productNames, RangeMeter } from "./pool-parts.tsx";
import { withLastDrop } from "./pool-state.ts";
import { RecentDrops } from "./recent-drops.tsx";
import { useJackpotPools } from "./use-jackpot-live.ts";

/** The format's worked example: these minor-unit digits, and the money they are. */
const EXAMPLE_MINOR = 123_456n;

/**
 * Spec §2 /jackpot/{slug}: one pool, live; its rules in plain words; the sealed drop point and how
 * anyone checks it; recent winners with their revealed points, each checkable in the browser.
 */
export function JackpotDetailPage({ data }: { data: JackpotDetailData }) {
  const t = useT();
  const format = useFormatMoney();
  const { settings } = useShell();
  const { pools, status } = useJackpotPools(data.channel, [data.pool]);
  const pool = pools[0] ?? data.pool;
  const now = serverNow(useServerClock(data.server_time));
  const drops = withLastDrop(data.recent_drops, pool.last_drop);
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  const example = {
    minor: EXAMPLE_MINOR.toString(),
    money: format(fromMinorUnits(EXAMPLE_MINOR, currencyExponent(pool.currency_code))),
  };
  const deadlineRule =
    pool.cadence === "hourly" ? "jackpot.rules.deadline_hourly" : "jackpot.rules.deadline_daily";
  return (
    <div className="jackpot-page" data-slug={pool.slug} data-cadence={pool.cadence} data-cycle={pool.cycle}>
      <Link className="jackpot-back" to="/jackpot">
        {t("jackpot.back")}
      </Link>
      <section className="jackpot-hero" aria-label={pool.name}>
        <div className="jackpot-card__top">
          <CadenceBadge pool={pool} />
          <LiveStatusNote status={status} />
        </div>
        <PoolAmount pool={pool} large />
        <RangeMeter pool={pool} />
        <DropDeadline pool={pool} now={now} />
      </section>

      <div className="jackpot-page__columns">
        <section className="jackpot-panel" aria-labelledby="jackpot-rules">
          <h2 id="jackpot-rules">{t("jackpot.rules.title")}</h2>
          <ul className="jackpot-rules">
            <li>
              {t("jackpot.rules.share", { percent: pool.contribution_percent, games: productNames(pool, t) })}
            </li>
            <li>{t("jackpot.rules.settle")}</li>
            <li>
              {t("jackpot.rules.range", { seed: format(pool.seed), must_drop: format(pool.must_drop) })}
            </li>
            <li>{t("jackpot.rules.point")}</li>
            <li>{t(deadlineRule)}</li>
            <li>{t("jackpot.rules.paid")}</li>
          </ul>
          <dl className="jackpot-facts">
            <div>
              <dt>{t("jackpot.cycle")}</dt>
              <dd>{pool.cycle}</dd>
            </div>
            <div>
              <dt>{t("jackpot.started")}</dt>
              <dd>
                <time dateTime={pool.started_at}>{formatSiteDateTime(pool.started_at, clock)}</time>
              </dd>
            </div>
            <div>
              <dt>{t("jackpot.deadline")}</dt>
              <dd>
                <time dateTime={pool.deadline}>{formatSiteDateTime(pool.deadline, clock)}</time>
              </dd>
            </div>
          </dl>
        </section>

        <section className="jackpot-panel" aria-labelledby="jackpot-seal">
          <h2 id="jackpot-seal">{t("jackpot.verify.title")}</h2>
          <p>{t("jackpot.verify.sealed")}</p>
          <code className="jackpot-code jackpot-code--block" data-testid="jackpot-commitment">
            {pool.commitment}
          </code>
          <p>{t("jackpot.verify.format", { example_minor: example.minor, example_money: example.money })}</p>
          <pre className="jackpot-command">
            <code>printf '%s%s' POINT NONCE | sha256sum</code>
          </pre>
          <p>{t("jackpot.verify.reveal")}</p>
        </section>
      </div>

      <section className="jackpot-panel" aria-labelledby="jackpot-winners">
        <h2 id="jackpot-winners">{t("jackpot.winners.title")}</h2>
        <RecentDrops drops={drops} />
      </section>
    </div>
  );
}
