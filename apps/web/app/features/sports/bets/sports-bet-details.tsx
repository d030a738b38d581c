import type { SportsJackpotTicket } from "@platform/contracts";
import { useMemo } from "react";
import { useT } from "../../../shell/use-shell.ts";
import type { SportsbookAccount } from "../sportsbook-client.ts";
import { JackpotTicketCard } from "./jackpot-ticket-card.tsx";
import { type OddsFormat, SportsBetCard } from "./sports-bet-card.tsx";
import { type JackpotTickets, useJackpotTickets } from "./use-jackpot-tickets.ts";
import { useMinorMoney } from "./use-minor-money.ts";
import { type SportsBets, useSportsbookBets } from "./use-sportsbook-bets.ts";

/*
 * The aggregator's detail of the sports bets a page lists (my bets' sports tab, spec §2/§7): the
 * platform's list has each bet's stake, win and status; the aggregator knows its legs, prices,
 * state, cash-out and booking code. The platform's round id is the aggregator's bet id
 * (apps/games/src/sports/betting/sports-wallet.ts), so each row finds its bet by id. The bets are
 * asked once for the page (newest first, from just after the page's newest row), in the browser:
 * the server renders "loading" and a page without JavaScript keeps the platform's columns. The
 * route composes this with my bets' list (decision 036: features do not import each other).
 * A jackpot ticket is a sports round too (issue 20): its row shows the ticket, found the same way.
 */

/** How far after the platform's time of a bet the aggregator may have placed it (clocks, the delay). */
const PLACED_SLACK_MS = 60_000;

export type SportsBetDetails = SportsBets & { jackpot: JackpotTickets };

/** The aggregator's bets and jackpot tickets around the page's rows; nothing is asked without an account. */
export function useSportsBetDetails(
  account: SportsbookAccount | null,
  rows: readonly { placed_at: string }[],
): SportsBetDetails {
  const newest = rows.reduce((max, row) => Math.max(max, Date.parse(row.placed_at) || 0), 0);
  const before = newest > 0 ? new Date(newest + PLACED_SLACK_MS).toISOString() : undefined;
  const options = useMemo(() => ({ limit: 100, ...(before ? { before } : {}) }), [before]);
  const bets = useSportsbookBets(account, options);
  const jackpot = useJackpotTickets(bets.client, account, options);
  return { ...bets, jackpot };
}

function JackpotTicketDetail({ ticket, jackpot }: { ticket: SportsJackpotTicket; jackpot: JackpotTickets }) {
  const money = useMinorMoney(ticket.currency);
  return (
    <JackpotTicketCard
      ticket={ticket}
      round={jackpot.rounds[ticket.round_id] ?? null}
      money={money}
      headingLevel={3}
    />
  );
}

/** One bet's detail by its id, from the page's bets, its prices in the player's odds format. */
export function SportsBetDetail({
  bets,
  betId,
  format,
}: {
  bets: SportsBetDetails;
  betId: string;
  format: OddsFormat;
}) {
  const t = useT();
  const bet = bets.bets.find((held) => held.id === betId);
  if (bet) return <SportsBetCard bet={bet} bets={bets} format={format} headingLevel={3} />;
  const ticket = bets.jackpot.tickets.find((held) => held.id === betId);
  if (ticket) return <JackpotTicketDetail ticket={ticket} jackpot={bets.jackpot} />;
  const text =
    bets.status === "loading" || bets.jackpot.status === "loading"
      ? "sports.bets.loading"
      : bets.status === "unavailable"
        ? "sports.bets.unavailable"
        : bets.status === "failed"
          ? "sports.bets.failed"
          : "sports.bets.not_found";
  return (
    <p className="sports-bet__pending" data-status={bets.status}>
      {t(text)}
      {bets.status === "failed" && (
        <>
          {" "}
          <button type="button" className="form__link" onClick={bets.refresh}>
            {t("sports.bets.retry")}
          </button>
        </>
      )}
    </p>
  );
}
