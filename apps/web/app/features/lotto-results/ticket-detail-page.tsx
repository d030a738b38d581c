import type { TicketDetail } from "@platform/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { drawHref, gameNameKey } from "../../shell/draw-games/draw-games.ts";
import { formatSiteDateTime } from "../../shell/site-date-time.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { Money } from "../../shell/wallet/money.tsx";
import { DrawBalls } from "./draw-balls.tsx";
import { SelectionText } from "./selection-text.tsx";
import { ticketHits } from "./ticket-hits.ts";
import { isNumberSelection } from "./ticket-lines.ts";

/** More lines than this are folded away, the winning ones listed first. */
const OPEN_LINES = 30;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ticket__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

type Line = TicketDetail["line_list"][number];

function LineList({ lines, hits }: { lines: Line[]; hits: ReadonlySet<number> }) {
  const t = useT();
  return (
    <ol className="ticket-lines">
      {lines.map((line) => (
        <li key={line.numbers.join("-")} className="ticket-line" data-won={line.won ?? undefined}>
          <span className="ticket-line__numbers">
            {line.numbers.map((number) => (
              <span key={number} className="ticket-line__number" data-hit={hits.has(number) || undefined}>
                {number}
              </span>
            ))}
          </span>
          <span className="ticket-line__result">
            {line.won === null
              ? t("tickets.line.open")
              : t(line.won ? "tickets.line.won" : "tickets.line.lost")}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * One draw ticket (GET api/user/tickets/:id): its draw's numbers with the picked ones marked,
 * every line with the winning lines highlighted, what it cost and paid, and the draw's page to
 * verify the numbers.
 */
export function TicketDetailPage({ ticket }: { ticket: TicketDetail }) {
  const t = useT();
  const { settings } = useShell();
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  const at = (instant: string) => <time dateTime={instant}>{formatSiteDateTime(instant, clock)}</time>;
  const { draw } = ticket;
  const title = t("draws.draw_title", { game: t(gameNameKey(draw.game)), sequence: String(draw.sequence) });
  const hits = ticketHits(ticket);
  const number = isNumberSelection(ticket.selection);
  const won = ticket.line_list.filter((line) => line.won === true);
  const fold = !number && ticket.line_list.length > OPEN_LINES;
  return (
    <div className="ticket-page draw-ticket">
      <Link to="/users/ticket" className="form__link">
        {t("tickets.back")}
      </Link>
      <article className="ticket" data-status={ticket.status} aria-labelledby="ticket-title">
        <div className="ticket-card__head">
          <h2 id="ticket-title" className="ticket-card__title">
            {title}
          </h2>
          <span className="bet-badge" data-status={ticket.status}>
            {t(`tickets.status.${ticket.status}`)}
          </span>
        </div>
        <p className="ticket-card__selection">
          <SelectionText selection={ticket.selection} />
        </p>
        {ticket.moved_from_draw && (
          <p className="form__hint" data-testid="ticket-moved">
            {t("lotto.moved_draw", { to: draw.sequence, from: ticket.moved_from_draw.sequence })}
          </p>
        )}
        {draw.numbers ? (
          <DrawBalls numbers={draw.numbers} hits={hits} />
        ) : (
          <p className="form__hint">
            {t("tickets.draw_pending")} {at(draw.draw_at)}
          </p>
        )}
        <dl className="ticket__facts">
          <Fact label={t("tickets.ticket_id")}>
            <span className="ticket__mono">{ticket.id}</span>
          </Fact>
          <Fact label={t("tickets.placed")}>{at(ticket.placed_at)}</Fact>
          {ticket.settled_at && <Fact label={t("tickets.settled")}>{at(ticket.settled_at)}</Fact>}
          <Fact label={t("tickets.stake_per_line")}>
            <Money amount={ticket.stake_per_line} />
          </Fact>
          <Fact label={t("tickets.lines")}>{ticket.lines}</Fact>
          <Fact label={t("tickets.stake")}>
            <Money amount={ticket.total_stake} />
          </Fact>
          <Fact label={t("tickets.winning_lines")}>{ticket.winning_lines}</Fact>
          <Fact label={t("tickets.payout")}>
            <Money amount={ticket.payout} />
          </Fact>
        </dl>
        <Link to={drawHref(draw.id)} className="btn btn--ghost ticket__verify">
          {t("tickets.verify_draw")}
        </Link>
      </article>
      {!number && (
        <section className="ticket-lines-section" aria-labelledby="ticket-lines-title">
          <h2 id="ticket-lines-title">
            {t("tickets.lines_title", { count: String(ticket.line_list.length) })}
          </h2>
          {fold ? (
            <>
              {won.length > 0 && (
                <>
                  <h3>{t("tickets.winning_lines_title", { count: String(won.length) })}</h3>
                  <LineList lines={won} hits={hits} />
                </>
              )}
              <details className="ticket-lines__all">
                <summary>{t("tickets.all_lines", { count: String(ticket.line_list.length) })}</summary>
                <LineList lines={ticket.line_list} hits={hits} />
              </details>
            </>
          ) : (
            <LineList lines={ticket.line_list} hits={hits} />
          )}
        </section>
      )}
    </div>
  );
}
