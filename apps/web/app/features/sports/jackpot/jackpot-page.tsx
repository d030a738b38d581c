import type { SportsJackpotTicket } from "@platform/contracts";
import { currencyExponent, fromMinorUnits } from "@platform/contracts/client";
import { useEffect, useMemo, useState } from "react";
import { Link, NavLink } from "react-router";
import { formatSiteDateTime } from "../../../shell/site-date-time.ts";
import { useShell, useT } from "../../../shell/use-shell.ts";
import { moneyFormatter } from "../../../shell/wallet/format-money.ts";
import { jackpotClient } from "./jackpot-client.ts";
import { JackpotCoupon } from "./jackpot-coupon.tsx";
import type { JackpotPageData } from "./jackpot-page.server.ts";
import { JackpotResults } from "./jackpot-results.tsx";
import { JackpotRules } from "./jackpot-rules.tsx";
import { JackpotTickets } from "./jackpot-tickets.tsx";

/**
 * /sports/jackpot (issue 20): the round on sale with its pool and close, the coupon, the player's
 * tickets, the last round's results and the rules. The server renders everything but the tickets,
 * which the browser asks for with the player's sportsbook session.
 */
export function JackpotPage({ data }: { data: JackpotPageData }) {
  const t = useT();
  const { settings } = useShell();
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  const format = moneyFormatter(settings);
  const exponent = currencyExponent(data.currency);
  const money = (minor: number) => format(fromMinorUnits(BigInt(minor), exponent));
  const { account, overview } = data;
  const client = useMemo(
    () =>
      account?.token
        ? jackpotClient({ url: account.url, operator: account.operator, token: account.token })
        : null,
    [account?.url, account?.operator, account?.token],
  );
  const [tickets, setTickets] = useState<SportsJackpotTicket[] | null>(null);
  useEffect(() => {
    if (!client) return;
    let live = true;
    client
      .tickets()
      .then((mine) => live && setTickets(mine))
      .catch(() => live && setTickets([]));
    return () => {
      live = false;
    };
  }, [client]);

  const current = overview?.open ?? overview?.running ?? null;
  const last = overview?.past[0] ?? null;
  const rulesOf = current ?? last;
  return (
    <div className="sports-jackpot">
      <nav className="sportsbook__tabs" aria-label={t("sports.tabs")}>
        <NavLink to="/sports" end className="sportsbook__tab">
          {t("sports.tab.sports")}
        </NavLink>
        <NavLink to="/sports/jackpot" className="sportsbook__tab">
          {t("sports.tab.jackpot")}
        </NavLink>
      </nav>
      <h2 className="sportsbook__title">{t("sportsjackpot.title")}</h2>
      {!overview ? (
        <p className="sportsbook__unavailable">{t("sports.unavailable")}</p>
      ) : (
        <>
          {current ? (
            <section className="jackpot-hero" aria-labelledby="jackpot-round-title">
              <h3 id="jackpot-round-title">{t("sportsjackpot.round", { number: current.number })}</h3>
              <p className="jackpot-hero__pool">
                <span>{t("sportsjackpot.pool")}</span>{" "}
                <strong data-testid="jackpot-pool">{money(current.pool)}</strong>
              </p>
              <p>
                {current.status === "open"
                  ? t("sportsjackpot.closes", { time: formatSiteDateTime(current.closes_at, clock) })
                  : t("sportsjackpot.closed")}
              </p>
              <p>{t("sportsjackpot.line_price", { price: money(current.line_price) })}</p>
            </section>
          ) : (
            <p>{t("sportsjackpot.none_open")}</p>
          )}
          <div className="sports-jackpot__layout">
            <div className="sports-jackpot__main">
              {overview.open && (
                <JackpotCoupon
                  round={overview.open}
                  client={client}
                  money={money}
                  onBought={(ticket) =>
                    setTickets((mine) => [ticket, ...(mine ?? []).filter((x) => x.id !== ticket.id)])
                  }
                />
              )}
              {last && <JackpotResults round={last} money={money} />}
            </div>
            <div className="sports-jackpot__side">
              {client ? (
                tickets && <JackpotTickets tickets={tickets} money={money} />
              ) : (
                <p>
                  <Link to="/login">{t("sportsjackpot.login_tickets")}</Link>
                </p>
              )}
              {rulesOf && (
                <JackpotRules
                  round={rulesOf}
                  money={money}
                  beacon={overview.beacon === "drand-quicknet"}
                  windowEnd={rulesOf.window_ends_at ? formatSiteDateTime(rulesOf.window_ends_at, clock) : "–"}
                />
              )}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
