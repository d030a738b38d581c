import type { Ticket } from "@platform/contracts";
import { Link, useLocation } from "react-router";
import { drawHref, gameNameKey } from "../../shell/draw-games/draw-games.ts";
import { Pager } from "../../shell/paging/pager.tsx";
import { formatSiteDateTime, type SiteClock } from "../../shell/site-date-time.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { Money } from "../../shell/wallet/money.tsx";
import { DrawBalls } from "./draw-balls.tsx";
import { SelectionText } from "./selection-text.tsx";
import { TicketFilters } from "./ticket-filters.tsx";
import { ticketHits } from "./ticket-hits.ts";
import { type TicketsRequest, ticketHref, ticketsHref } from "./tickets-query.ts";

export interface TicketsListData {
  tickets: { items: Ticket[]; total: number };
  request: TicketsRequest;
  pages: number;
}

function TicketCard({ ticket, clock }: { ticket: Ticket; clock: SiteClock }) {
  const t = useT();
  const { draw } = ticket;
  const title = t("draws.draw_title", { game: t(gameNameKey(draw.game)), sequence: String(draw.sequence) });
  return (
    <li className="ticket-card" data-status={ticket.status} data-ticket-id={ticket.id}>
      <div className="ticket-card__head">
        <h2 className="ticket-card__title">
          <Link to={ticketHref(ticket.id)}>{title}</Link>
        </h2>
        <span className="bet-badge" data-status={ticket.status}>
          {t(`tickets.status.${ticket.status}`)}
        </span>
      </div>
      <p className="ticket-card__meta">
        {t("tickets.number", { id: ticket.id })} ·{" "}
        <time dateTime={ticket.placed_at}>{formatSiteDateTime(ticket.placed_at, clock)}</time>
      </p>
      <p className="ticket-card__selection">
        <SelectionText selection={ticket.selection} />
      </p>
      {draw.numbers ? (
        <DrawBalls numbers={draw.numbers} hits={ticketHits(ticket)} size="sm" />
      ) : (
        <p className="form__hint">
          {t("tickets.draw_pending")}{" "}
          <time dateTime={draw.draw_at}>{formatSiteDateTime(draw.draw_at, clock)}</time>
        </p>
      )}
      <dl className="ticket-card__money">
        <div>
          <dt>{t("tickets.lines")}</dt>
          <dd>
            {ticket.status === "won" || ticket.status === "lost"
              ? t("tickets.won_of", { won: String(ticket.winning_lines), lines: String(ticket.lines) })
              : ticket.lines}
          </dd>
        </div>
        <div>
          <dt>{t("tickets.stake")}</dt>
          <dd>
            <Money amount={ticket.total_stake} />
          </dd>
        </div>
        <div>
          <dt>{t("tickets.payout")}</dt>
          <dd>
            <Money amount={ticket.payout} />
          </dd>
        </div>
      </dl>
      <div className="ticket-card__actions">
        <Link to={ticketHref(ticket.id)} className="btn btn--ghost">
          {t("tickets.view")}
          <span className="visually-hidden"> ({title})</span>
        </Link>
        <Link to={drawHref(draw.id)} className="form__link">
          {t("tickets.draw_link")}
        </Link>
      </div>
    </li>
  );
}

/**
 * Spec §2 /users/ticket: the player's draw tickets (spec §7 api/user/mybets ticket variant),
 * newest first, filtered by a GET form and paged; each links to its own page.
 */
export function TicketsPage({ data }: { data: TicketsListData }) {
  const t = useT();
  const { settings } = useShell();
  const { pathname } = useLocation();
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  const { tickets, request, pages } = data;
  const filtered = Object.keys(request.filters).length > 0;
  return (
    <div className="tickets">
      <TicketFilters request={request} />
      {tickets.items.length === 0 ? (
        <div className="bets-empty" role="status">
          <p className="bets-empty__title">
            {t(filtered ? "tickets.empty.filtered" : "tickets.empty.title")}
          </p>
          <p className="form__hint">{t(filtered ? "tickets.empty.filtered_text" : "tickets.empty.text")}</p>
          {!filtered && (
            <Link to="/lotto/events" className="btn btn--primary">
              {t("tickets.empty.play")}
            </Link>
          )}
        </div>
      ) : (
        <ol
          className="tickets__list"
          aria-label={t("tickets.caption", { page: String(request.page), pages: String(pages) })}
        >
          {tickets.items.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} clock={clock} />
          ))}
        </ol>
      )}
      <Pager
        page={request.page}
        pages={pages}
        href={(page) => ticketsHref(pathname, request.filters, page)}
        keys={{
          label: "tickets.pager",
          previous: "history.pager.previous",
          next: "history.pager.next",
          status: "history.pager.status",
        }}
      />
    </div>
  );
}
