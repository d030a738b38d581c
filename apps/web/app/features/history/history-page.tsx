import type { HistoryItem } from "@platform/contracts";
import { Link, useLocation } from "react-router";
import { accountAreaOf } from "../../shell/account-area/account-area.ts";
import { Pager } from "../../shell/paging/pager.tsx";
import { formatSiteDateTime, type SiteClock } from "../../shell/site-date-time.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { Money } from "../../shell/wallet/money.tsx";
import type { HistoryPageData } from "./history.server.ts";
import { HistoryFilters } from "./history-filters.tsx";
import { pageHref } from "./history-query.ts";

/** A withdrawal's movements link to its status page, which shows where the payout stands. */
function paymentLink(item: HistoryItem, area: string): string | null {
  const payment = item.reference.payment;
  return payment && item.type.startsWith("withdrawal_") ? `${area}/withdraw/status?payment=${payment}` : null;
}

function HistoryRow({ item, clock, area }: { item: HistoryItem; clock: SiteClock; area: string }) {
  const t = useT();
  const link = paymentLink(item, area);
  return (
    <tr className="history-row" data-type={item.type}>
      <td data-label={t("history.col.date")} className="history-row__date">
        <time dateTime={item.created_at}>{formatSiteDateTime(item.created_at, clock)}</time>
      </td>
      <td data-label={t("history.col.type")} className="history-row__type">
        {link ? (
          <Link to={link} className="form__link">
            {item.description}
          </Link>
        ) : (
          item.description
        )}
        {item.game_id && <span className="history-row__game">{item.game_id}</span>}
      </td>
      <td data-label={t("history.col.balance")} className="history-row__balance">
        <span className="history-row__badge" data-balance={item.balance}>
          {t(`history.balance.${item.balance}`)}
        </span>
      </td>
      <td data-label={t("history.col.amount")} className="history-row__amount">
        <Money amount={item.amount} signed />
      </td>
      <td data-label={t("history.col.balance_after")} className="history-row__after">
        <Money amount={item.balance_after} />
      </td>
    </tr>
  );
}

/**
 * Spec §2 history: every movement of the player's balances (UKGC RTS 1: account history self-serve),
 * newest first, in the site's date format and time zone. One table: columns on a desktop, a card
 * per movement on a phone (the stylesheet labels each cell from data-label).
 */
export function HistoryPage({ data }: { data: HistoryPageData }) {
  const t = useT();
  const { settings, theme } = useShell();
  const { pathname } = useLocation();
  const area = accountAreaOf(pathname, theme);
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  const { history, request, pages } = data;
  const filtered = Object.keys(request.filters).length > 0;
  return (
    <div className="history">
      <HistoryFilters types={data.types} request={request} />
      {history.items.length === 0 ? (
        <div className="history-empty" role="status">
          <p className="history-empty__title">
            {t(filtered ? "history.empty.filtered" : "history.empty.title")}
          </p>
          <p className="form__hint">{t(filtered ? "history.empty.filtered_text" : "history.empty.text")}</p>
        </div>
      ) : (
        <table className="card-table history-table">
          <caption className="visually-hidden">
            {t("history.caption", { page: String(request.page), pages: String(pages) })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("history.col.date")}</th>
              <th scope="col">{t("history.col.type")}</th>
              <th scope="col">{t("history.col.balance")}</th>
              <th scope="col" className="history-table__num">
                {t("history.col.amount")}
              </th>
              <th scope="col" className="history-table__num">
                {t("history.col.balance_after")}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.items.map((item) => (
              <HistoryRow key={item.id} item={item} clock={clock} area={area} />
            ))}
          </tbody>
        </table>
      )}
      <Pager
        page={request.page}
        pages={pages}
        href={(page) => pageHref(pathname, request.filters, page)}
        keys={{
          label: "history.pager.label",
          previous: "history.pager.previous",
          next: "history.pager.next",
          status: "history.pager.status",
        }}
      />
    </div>
  );
}
