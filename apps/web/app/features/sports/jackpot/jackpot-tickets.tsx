import type { SportsJackpotTicket } from "@platform/contracts";
import { formatSiteDateTime } from "../../../shell/site-date-time.ts";
import { useShell, useT } from "../../../shell/use-shell.ts";

const PICK_LABEL: Record<string, string> = { "1": "1", "2": "X", "3": "2" };

/** A ticket's state as the player reads it: waiting, won (and how much), lost, refused. */
function stateText(
  ticket: SportsJackpotTicket,
  t: ReturnType<typeof useT>,
  money: (minor: number) => string,
) {
  if (ticket.state === "settled" || ticket.state === "settling") {
    return ticket.payout && ticket.payout > 0
      ? t("sportsjackpot.ticket.won", { amount: money(ticket.payout), correct: ticket.best_correct ?? 0 })
      : t("sportsjackpot.ticket.lost", { correct: ticket.best_correct ?? 0 });
  }
  if (ticket.state === "open") return t("sportsjackpot.ticket.open");
  if (ticket.state === "placing") return t("sportsjackpot.ticket.placing");
  return t("sportsjackpot.ticket.refused");
}

/** The player's tickets, newest first: round, picks, lines, stake and state. */
export function JackpotTickets({
  tickets,
  money,
}: {
  tickets: SportsJackpotTicket[];
  money: (minor: number) => string;
}) {
  const t = useT();
  const { settings } = useShell();
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  return (
    <section className="jackpot-section" aria-labelledby="jackpot-tickets-title">
      <h3 id="jackpot-tickets-title">{t("sportsjackpot.tickets.title")}</h3>
      {tickets.length === 0 ? (
        <p>{t("sportsjackpot.tickets.none")}</p>
      ) : (
        <ul className="jackpot-tickets">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="jackpot-ticket" data-state={ticket.state}>
              <p className="jackpot-ticket__head">
                <strong>{t("sportsjackpot.round", { number: ticket.round_number })}</strong>
                <time dateTime={ticket.placed_at}>{formatSiteDateTime(ticket.placed_at, clock)}</time>
              </p>
              <p className="jackpot-ticket__picks">
                {ticket.picks.map((picks) => picks.map((pick) => PICK_LABEL[pick]).join("")).join(" · ")}
              </p>
              <p>
                {t("sportsjackpot.ticket.lines_stake", { lines: ticket.lines, stake: money(ticket.stake) })}
              </p>
              <p className="jackpot-ticket__state">{stateText(ticket, t, money)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
