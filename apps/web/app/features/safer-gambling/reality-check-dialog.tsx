import type { RealityCheck } from "@platform/contracts";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import type { SessionClock } from "../../shell/types.ts";
import { useT } from "../../shell/use-shell.ts";
import { useFormatMoney } from "../../shell/wallet/money.tsx";
import { formatElapsed } from "./use-session-elapsed.ts";

/** The resource route that reads the session's numbers (GET) and records "Continue" (POST). */
export const REALITY_CHECK_PATH = "/account/reality-check";

export interface RealityCheckSnapshot {
  check: RealityCheck | null;
}

/** The next check after `elapsed`: the next whole interval from the session's start. */
export function nextDueAfter(elapsed: number, intervalMinutes: number): number {
  const interval = intervalMinutes * 60;
  return (Math.floor(elapsed / interval) + 1) * interval;
}

/**
 * The reality check (UKGC RTS 13): every N minutes of the session a modal says how long the player
 * has played and their net position since login, and waits for a choice: continue, log out, or
 * look at the history. A native modal <dialog>: the page behind is inert and focus stays inside.
 * showModal() focuses its first choice, Continue. Escape does not dismiss it: the player answers.
 */
export function RealityCheckDialog({
  clock,
  elapsed,
  area,
}: {
  clock: SessionClock | null;
  elapsed: number | null;
  area: "/account" | "/users";
}) {
  const t = useT();
  const format = useFormatMoney();
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const numbers = useFetcher<RealityCheckSnapshot>({ key: "reality-check" });
  const acknowledgement = useFetcher();
  const [dueAt, setDueAt] = useState<number | null>(null);
  const [open, setOpen] = useState(false);

  // Each page answer anchors the next check on the server's count of the session.
  useEffect(() => {
    setDueAt(
      clock && clock.next_check_in_seconds !== null
        ? clock.elapsed_seconds + clock.next_check_in_seconds
        : null,
    );
  }, [clock]);

  const { load } = numbers;
  useEffect(() => {
    if (open || dueAt === null || elapsed === null || elapsed < dueAt) return;
    setOpen(true);
    void load(REALITY_CHECK_PATH);
  }, [open, dueAt, elapsed, load]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const { submit } = acknowledgement;
  const acknowledge = useCallback(() => {
    void submit({ answer: "continue" }, { method: "post", action: REALITY_CHECK_PATH });
    if (clock && clock.interval_minutes > 0 && elapsed !== null) {
      setDueAt(nextDueAfter(elapsed, clock.interval_minutes));
    }
    setOpen(false);
  }, [submit, clock, elapsed]);

  if (!clock || clock.interval_minutes <= 0) return null;
  const check = numbers.data?.check;
  const loading = numbers.state !== "idle" || numbers.data === undefined;
  return (
    <dialog
      ref={dialogRef}
      className="reality-check"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id={titleId} className="reality-check__title">
        {t("safer.reality.title")}
      </h2>
      <p id={textId}>{t("safer.reality.played", { time: formatElapsed(elapsed ?? 0) })}</p>
      {check ? (
        <dl className="reality-check__numbers">
          <div>
            <dt>{t("safer.reality.staked")}</dt>
            <dd>{format(check.staked)}</dd>
          </div>
          <div>
            <dt>{t("safer.reality.won")}</dt>
            <dd>{format(check.won)}</dd>
          </div>
          <div className="reality-check__net" data-negative={check.net.startsWith("-") || undefined}>
            <dt>{t("safer.reality.net")}</dt>
            <dd data-testid="reality-check-net">{format(check.net)}</dd>
          </div>
        </dl>
      ) : (
        <p aria-live="polite">{loading ? t("safer.reality.loading") : t("safer.reality.unavailable")}</p>
      )}
      <div className="reality-check__actions">
        <button type="button" className="btn btn--primary" onClick={acknowledge}>
          {t("safer.reality.continue")}
        </button>
        <Form method="post" action="/logout">
          <button type="submit" className="btn btn--ghost">
            {t("safer.reality.logout")}
          </button>
        </Form>
        <Link to={`${area}/history`} className="reality-check__history" onClick={acknowledge}>
          {t("safer.reality.history")}
        </Link>
      </div>
    </dialog>
  );
}
