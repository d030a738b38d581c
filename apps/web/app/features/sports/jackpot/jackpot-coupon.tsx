import type { JackpotOutcome, SportsJackpotRound, SportsJackpotTicket } from "@platform/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { formatSiteDateTime } from "../../../shell/site-date-time.ts";
import { useShell, useT } from "../../../shell/use-shell.ts";
import { SportsbookError } from "../sportsbook-client.ts";
import { type Coupon, couponComplete, couponLines, emptyCoupon, toggle } from "./coupon-state.ts";
import type { JackpotClient } from "./jackpot-client.ts";

const OUTCOMES: readonly { id: JackpotOutcome; label: string; name: string }[] = [
  { id: "1", label: "1", name: "sportsjackpot.outcome.home" },
  { id: "2", label: "X", name: "sportsjackpot.outcome.draw" },
  { id: "3", label: "2", name: "sportsjackpot.outcome.away" },
];

const newRequestId = () => crypto.randomUUID().replaceAll("-", "");

/**
 * The coupon: 13 matches, each with 1 X 2 toggle buttons (several may be on: a double chance, a
 * triple), the lines and the cost as they change, and Buy for a logged-in player (a log-in link for
 * a visitor). A purchase keeps its request id until it is answered, so a retry buys once.
 */
export function JackpotCoupon({
  round,
  client,
  money,
  onBought,
}: {
  round: SportsJackpotRound;
  client: JackpotClient | null;
  money: (minor: number) => string;
  onBought: (ticket: SportsJackpotTicket) => void;
}) {
  const t = useT();
  const { settings } = useShell();
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  const [coupon, setCoupon] = useState<Coupon>(emptyCoupon);
  const [requestId, setRequestId] = useState(newRequestId);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const complete = couponComplete(coupon);
  const lines = complete ? couponLines(coupon) : 0;
  const tooMany = lines > round.max_lines;

  async function buy() {
    if (!client || !complete || tooMany) return;
    setBusy(true);
    setMessage(null);
    try {
      const ticket = await client.buy({ request_id: requestId, round_id: round.id, picks: coupon });
      setMessage({
        kind: "ok",
        text: t("sportsjackpot.bought", { lines: ticket.lines, stake: money(ticket.stake) }),
      });
      setCoupon(emptyCoupon());
      setRequestId(newRequestId());
      onBought(ticket);
    } catch (error) {
      const refused = error instanceof SportsbookError && error.status !== 0 && error.message;
      setMessage({ kind: "error", text: refused || t("sportsjackpot.failed") });
      // A refusal is final for this request: the next try is a new purchase.
      if (error instanceof SportsbookError && error.status >= 400 && error.status < 500)
        setRequestId(newRequestId());
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="jackpot-coupon"
      aria-labelledby="jackpot-coupon-title"
      onSubmit={(event) => {
        event.preventDefault();
        void buy();
      }}
    >
      <h3 id="jackpot-coupon-title">{t("sportsjackpot.coupon.title")}</h3>
      <ol className="jackpot-coupon__matches">
        {round.fixtures.map((fixture, match) => {
          const teams = `${fixture.home} – ${fixture.away}`;
          return (
            <li key={fixture.id} className="jackpot-match">
              <span className="jackpot-match__number" aria-hidden="true">
                {match + 1}
              </span>
              <span className="jackpot-match__teams">
                <span className="jackpot-match__names">{teams}</span>
                <time dateTime={fixture.kick_off}>{formatSiteDateTime(fixture.kick_off, clock)}</time>
              </span>
              <fieldset className="jackpot-match__picks">
                <legend className="visually-hidden">
                  {t("sportsjackpot.match_label", { n: match + 1, teams })}
                </legend>
                {OUTCOMES.map((outcome) => {
                  const on = coupon[match]!.includes(outcome.id);
                  return (
                    <button
                      key={outcome.id}
                      type="button"
                      className="jackpot-pick"
                      aria-pressed={on}
                      onClick={() => setCoupon((current) => toggle(current, match, outcome.id))}
                    >
                      <span aria-hidden="true">{outcome.label}</span>
                      <span className="visually-hidden">{t(outcome.name)}</span>
                    </button>
                  );
                })}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="jackpot-coupon__summary" aria-live="polite">
        <p>
          <span>{t("sportsjackpot.lines")}</span> <strong data-testid="jackpot-lines">{lines}</strong>
        </p>
        <p>
          <span>{t("sportsjackpot.cost")}</span>{" "}
          <strong data-testid="jackpot-cost">{money(lines * round.line_price)}</strong>
        </p>
        {!complete && <p className="jackpot-coupon__hint">{t("sportsjackpot.pick_every_match")}</p>}
        {tooMany && (
          <p className="jackpot-coupon__hint" role="alert">
            {t("sportsjackpot.too_many_lines", { max: round.max_lines })}
          </p>
        )}
      </div>
      {client ? (
        <button
          type="submit"
          className="jackpot-coupon__buy"
          disabled={!complete || tooMany || busy}
          aria-busy={busy}
        >
          {busy
            ? t("sportsjackpot.buying")
            : t("sportsjackpot.buy", { cost: money(lines * round.line_price) })}
        </button>
      ) : (
        <p className="jackpot-coupon__login">
          <Link to="/login">{t("sportsjackpot.login")}</Link>
        </p>
      )}
      {message && (
        <p className={`jackpot-coupon__message jackpot-coupon__message--${message.kind}`} role="status">
          {message.text}
        </p>
      )}
    </form>
  );
}
