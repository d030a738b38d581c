import { JACKPOT_MATCHES, type SportsJackpotRound, type SportsJackpotTicket } from "@platform/contracts";
import { useId } from "react";
import { formatSiteDateTime } from "../../../shell/site-date-time.ts";
import { useShell, useT } from "../../../shell/use-shell.ts";
import { matchPicks, ticketStanding } from "./jackpot-picks.ts";

const MARK_SIGN = { right: "✓", wrong: "✗", pending: "" } as const;

/**
 * One jackpot ticket as my bets lists it (issue 20): its round, the picks of the 13 matches in a
 * line ("1 X 12 …"), each marked right or wrong once its round has results, lines, stake, state
 * and, once settled, the number correct and the payout. The marks carry a sign and a spoken word,
 * not colour alone.
 */
export function JackpotTicketCard({
  ticket,
  round,
  money,
  headingLevel = 3,
}: {
  ticket: SportsJackpotTicket;
  /** The ticket's round when known (for its teams and results); null shows the picks unmarked. */
  round: SportsJackpotRound | null;
  money: (minor: number) => string;
  headingLevel?: 2 | 3 | 4;
}) {
  const t = useT();
  const { settings } = useShell();
  const id = useId();
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  const matches = matchPicks(ticket, round);
  const settled = ticket.state === "settled";
  const standing = ticketStanding(ticket);
  const Heading = headingLevel === 2 ? "h2" : headingLevel === 4 ? "h4" : "h3";
  return (
    <article
      className="sports-bet jackpot-ticket-card"
      data-ticket-id={ticket.id}
      data-state={ticket.state}
      aria-labelledby={`${id}-title`}
    >
      <div className="sports-bet__head">
        <Heading id={`${id}-title`} className="sports-bet__type">
          {t("sportsjackpot.ticket.heading", { number: ticket.round_number })}
        </Heading>
        <span className="sports-bet__standing" data-standing={standing.tone}>
          {t(standing.key, {
            correct: standing.correct,
            amount: money(ticket.payout ?? 0),
          })}
        </span>
      </div>
      <ol className="jackpot-ticket-card__picks" aria-label={t("sportsjackpot.ticket.picks")}>
        {matches.map((match) => (
          <li
            key={match.match}
            className="jackpot-pick"
            data-mark={match.mark}
            data-drawn={match.drawn || undefined}
          >
            <span className="visually-hidden">
              {`${t("sportsjackpot.ticket.match", { n: match.match })}${match.teams ? ` ${match.teams}` : ""}: `}
            </span>
            <span className="jackpot-pick__label">{match.label}</span>
            {match.mark !== "pending" && (
              <>
                <span className="jackpot-pick__sign" aria-hidden="true">
                  {MARK_SIGN[match.mark]}
                </span>
                <span className="visually-hidden">
                  {` ${t(`sportsjackpot.ticket.pick.${match.mark}`)}${match.drawn ? ` (${t("sportsjackpot.ticket.drawn")})` : ""}`}
                </span>
              </>
            )}
          </li>
        ))}
      </ol>
      <dl className="sports-bet__facts">
        <div>
          <dt>{t("sportsjackpot.lines")}</dt>
          <dd data-fact="lines">{ticket.lines}</dd>
        </div>
        <div>
          <dt>{t("sportsjackpot.ticket.stake")}</dt>
          <dd data-fact="stake">{money(ticket.stake)}</dd>
        </div>
        {settled && ticket.best_correct !== null && (
          <div>
            <dt>{t("sportsjackpot.ticket.correct")}</dt>
            <dd data-fact="correct">
              {t("sportsjackpot.ticket.correct_of", {
                correct: ticket.best_correct,
                matches: JACKPOT_MATCHES,
              })}
            </dd>
          </div>
        )}
        {settled && ticket.payout !== null && (
          <div>
            <dt>{t("sportsjackpot.ticket.payout")}</dt>
            <dd data-fact="payout">{money(ticket.payout)}</dd>
          </div>
        )}
        <div>
          <dt>{t("sportsjackpot.ticket.placed")}</dt>
          <dd>
            <time dateTime={ticket.placed_at}>{formatSiteDateTime(ticket.placed_at, clock)}</time>
          </dd>
        </div>
      </dl>
    </article>
  );
}
