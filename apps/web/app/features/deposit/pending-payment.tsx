import { useEffect, useRef } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import { useT } from "../../shell/use-shell.ts";
import type { DepositStatusData } from "./deposit-status.server.ts";
import { OutcomeIcon } from "./outcome-icon.tsx";
import { PaymentReceipt } from "./payment-receipt.tsx";

const POLL_MS = 2000;
/** A tab left open does not ask forever; "Check again" still works after this. */
const POLL_FOR_MS = 15 * 60_000;

/** Asks the server again every 2 s while the tab is visible; the loader moves on when it is final. */
function usePolling(): void {
  const { revalidate, state } = useRevalidator();
  const busy = useRef(false);
  busy.current = state !== "idle";
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > POLL_FOR_MS) clearInterval(timer);
      else if (!busy.current && document.visibilityState === "visible") void revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [revalidate]);
}

/**
 * A deposit the provider has not settled yet (spec §4 pending): what it is, how to finish it
 * (the gateway's page or the code) and a page that follows it until it lands.
 */
export function PendingPayment({ data }: { data: DepositStatusData }) {
  const t = useT();
  const location = useLocation();
  usePolling();
  return (
    <section className="deposit-outcome deposit-outcome--pending" aria-labelledby="deposit-outcome-title">
      {/* Without JavaScript the page reloads itself every 3 s instead; a browser running
          scripts never parses what is inside <noscript>. */}
      <noscript>
        <meta httpEquiv="refresh" content="3" />
      </noscript>
      <OutcomeIcon outcome="pending" />
      <h2 id="deposit-outcome-title" className="deposit-outcome__title">
        {t("deposit.outcome.pending.title")}
      </h2>
      <p className="deposit-outcome__text" role="status">
        {data.otpUrl
          ? t("deposit.pending.otp")
          : data.continueUrl
            ? t("deposit.pending.redirect")
            : t("deposit.pending.wait")}
      </p>
      {data.payment && <PaymentReceipt payment={data.payment} />}
      <div className="deposit-outcome__actions">
        {data.continueUrl && (
          <a href={data.continueUrl} className="btn btn--primary">
            {t("deposit.pending.continue")}
          </a>
        )}
        {data.otpUrl && (
          <Link to={data.otpUrl} className="btn btn--primary">
            {t("deposit.pending.enter_code")}
          </Link>
        )}
        <Link to={location.pathname + location.search} className="btn btn--ghost" replace>
          {t("deposit.pending.check_again")}
        </Link>
      </div>
    </section>
  );
}
