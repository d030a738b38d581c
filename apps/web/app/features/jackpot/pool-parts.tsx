import type { JackpotPool } from "@platform/contracts";
import { currencyExponent, fromMinorUnits } from "@platform/contracts/client";
import { formatTimeLeft, secondsUntil } from "../../shell/server-clock.ts";
import { formatSiteDateTime } from "../../shell/site-date-time.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { useFormatMoney } from "../../shell/wallet/money.tsx";
import { minorOf, rangeProgress } from "./pool-state.ts";
import { useRisingAmount } from "./use-rising-amount.ts";

/** The pieces a pool's card and its page share. Keys are literal (translations per route, 035). */

const CADENCE_KEYS = { hourly: "jackpot.cadence.hourly", daily: "jackpot.cadence.daily" } as const;
const PRODUCT_KEYS: Record<string, string> = {
  slots: "jackpot.product.slots",
  crash: "jackpot.product.crash",
  sports: "jackpot.product.sports",
};

export function CadenceBadge({ pool }: { pool: JackpotPool }) {
  const t = useT();
  return (
    <span className="jackpot-badge" data-cadence={pool.cadence}>
      {t(CADENCE_KEYS[pool.cadence])}
    </span>
  );
}

/** The pool's amount, climbing to each new one; the exact figure is in data-amount. */
export function PoolAmount({ pool, large = false }: { pool: JackpotPool; large?: boolean }) {
  const format = useFormatMoney();
  const shown = useRisingAmount(minorOf(pool, pool.amount));
  const text = format(fromMinorUnits(shown, currencyExponent(pool.currency_code)));
  return (
    <p
      className={large ? "jackpot-amount jackpot-amount--large" : "jackpot-amount"}
      data-amount={pool.amount}
    >
      {text}
    </p>
  );
}

/** Where the amount is between the seed and the must-drop amount: drawn, and said in words. */
export function RangeMeter({ pool }: { pool: JackpotPool }) {
  const t = useT();
  const format = useFormatMoney();
  const progress = rangeProgress(pool);
  return (
    <div className="jackpot-meter">
      <div className="jackpot-meter__track" aria-hidden="true">
        <span className="jackpot-meter__fill" style={{ inlineSize: `${(progress * 100).toFixed(1)}%` }} />
      </div>
      <p className="jackpot-meter__ends">
        <span>{t("jackpot.seed", { amount: format(pool.seed) })}</span>
        <span>{t("jackpot.must_drop", { amount: format(pool.must_drop) })}</span>
      </p>
    </div>
  );
}

/** "Must drop within 42:10" to the cycle's deadline on the server's clock; past it, the rule. */
export function DropDeadline({ pool, now }: { pool: JackpotPool; now: number }) {
  const t = useT();
  const { settings } = useShell();
  const left = secondsUntil(pool.deadline, now, 0);
  const at = formatSiteDateTime(pool.deadline, {
    format: settings.time_format,
    timeZone: settings.time_zone,
  });
  return (
    <p className="jackpot-deadline" data-overdue={left === 0 || undefined}>
      {left > 0 ? (
        <>
          <span>{t("jackpot.drops_within")}</span>{" "}
          <span
            className="jackpot-deadline__clock"
            role="timer"
            aria-label={`${t("jackpot.drops_within")} ${formatTimeLeft(left)}`}
          >
            {formatTimeLeft(left)}
          </span>{" "}
          <time className="jackpot-deadline__at" dateTime={pool.deadline}>
            {t("jackpot.by_time", { time: at })}
          </time>
        </>
      ) : (
        <span>{t("jackpot.overdue")}</span>
      )}
    </p>
  );
}

export function productNames(pool: JackpotPool, t: ReturnType<typeof useT>): string {
  return pool.products.map((product) => t(PRODUCT_KEYS[product] ?? product)).join(", ");
}

/** A hash too long for a card: its ends, the whole in the title and for screen readers. */
export function ShortHash({ hash }: { hash: string }) {
  return (
    <code className="jackpot-hash" title={hash}>
      <span aria-hidden="true">{`${hash.slice(0, 10)}…${hash.slice(-10)}`}</span>
      <span className="visually-hidden">{hash}</span>
    </code>
  );
}
