import type { MyBet } from "@platform/contracts";
import { Fragment, type ReactNode, useState } from "react";
import { Link, useLocation } from "react-router";
import { accountAreaOf } from "../../shell/account-area/account-area.ts";
import { useBvComponents } from "../../shell/aggregator/use-bv-components.ts";
import { Pager } from "../../shell/paging/pager.tsx";
import { formatSiteDateTime, type SiteClock } from "../../shell/site-date-time.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { Money } from "../../shell/wallet/money.tsx";
import { BetRecall } from "./bet-recall.tsx";
import type { MyBetsPageData } from "./my-bets.server.ts";
import { filterHref, myBetsHref, tabHref } from "./my-bets-query.ts";

/** Casino rounds are replayed by the aggregator's game recall; sports and lotto bets have none. */
export const canReplay = (bet: MyBet) => bet.product === "casino";

function BetRow({
  bet,
  clock,
  open,
  onReplay,
  replayable,
}: {
  bet: MyBet;
  clock: SiteClock;
  open: boolean;
  onReplay: () => void;
  replayable: boolean;
}) {
  const t = useT();
  return (
    <tr className="bet-row" data-status={bet.status} data-bet-id={bet.bet_id}>
      <td data-label={t("mybets.col.date")} className="bet-row__date">
        <time dateTime={bet.placed_at}>{formatSiteDateTime(bet.placed_at, clock)}</time>
      </td>
      <td data-label={t("mybets.col.game")} className="bet-row__game">
        <span className="bet-row__name">{bet.game.name}</span>
        <span className="bet-row__id">{t("mybets.bet_id", { id: bet.bet_id.slice(0, 8) })}</span>
      </td>
      <td data-label={t("mybets.col.status")} className="bet-row__status">
        <span className="bet-badge" data-status={bet.status}>
          {t(`bets.status.${bet.status}`)}
        </span>
      </td>
      <td data-label={t("mybets.col.stake")} className="bet-row__stake">
        <Money amount={bet.stake} />
      </td>
      <td data-label={t("mybets.col.win")} className="bet-row__win">
        <Money amount={bet.win} />
      </td>
      <td className="bet-row__actions">
        {replayable && canReplay(bet) && (
          <button type="button" className="btn btn--ghost" aria-expanded={open} onClick={onReplay}>
            {t(open ? "mybets.replay_close" : "mybets.replay")}
          </button>
        )}
        <Link className="btn btn--ghost" to={`/users/ticket?bet_id=${encodeURIComponent(bet.bet_id)}`}>
          {t("mybets.details")}
        </Link>
      </td>
    </tr>
  );
}

/**
 * Spec §2 my bets: the player's bets by tab, newest first, in the site's date format (spec §9 pages
 * of 10), each casino round replayable in place through the aggregator's `<bv-round>` (game recall:
 * Pennsylvania §811a.7). The components script loads with the first replay, not before.
 */
export function MyBetsPage({
  data,
  betDetail,
}: {
  data: MyBetsPageData;
  /** Shown under each sports bet (the sports tab's legs and cash-out): composed by the route. */
  betDetail?: ((bet: MyBet) => ReactNode) | undefined;
}) {
  const t = useT();
  const { settings, theme } = useShell();
  const { pathname } = useLocation();
  const area = accountAreaOf(pathname, theme);
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  const { bets, request, pages, tabs, account } = data;
  const [open, setOpen] = useState<string | null>(null);
  const components = useBvComponents(account?.url, open !== null);
  const { tab: currentTab = "all", ...others } = request.filters;
  const filtered = Object.keys(others).length > 0;
  return (
    <div className="my-bets">
      <nav className="my-bets__tabs" aria-label={t("mybets.tabs.label")}>
        {tabs.map((tab) => (
          <Link
            key={tab}
            to={tabHref(pathname, request.filters, tab)}
            className="my-bets__tab"
            aria-current={tab === currentTab ? "page" : undefined}
          >
            {t(`mybets.tab.${tab}`)}
          </Link>
        ))}
      </nav>
      <div className="my-bets__toolbar">
        <Link to={filterHref(area, request.filters)} className="btn btn--ghost">
          {t(filtered ? "mybets.filter_active" : "mybets.filter")}
        </Link>
        {filtered && (
          <Link
            to={myBetsHref(pathname, request.filters.tab ? { tab: request.filters.tab } : {})}
            className="form__link"
          >
            {t("mybets.filter_clear")}
          </Link>
        )}
      </div>
      {Object.keys(request.errors).length > 0 && (
        <p className="form__hint" role="status">
          {t("mybets.filter_ignored")}
        </p>
      )}
      {bets.items.length === 0 ? (
        <div className="bets-empty" role="status">
          <p className="bets-empty__title">{t(filtered ? "mybets.empty.filtered" : "mybets.empty.title")}</p>
          <p className="form__hint">{t(filtered ? "mybets.empty.filtered_text" : "mybets.empty.text")}</p>
          {!filtered &&
            (currentTab === "lotto" ? (
              <Link to="/lotto/events" className="btn btn--primary">
                {t("mybets.empty.play_lotto")}
              </Link>
            ) : currentTab === "sports" && betDetail ? (
              <Link to="/sports" className="btn btn--primary">
                {t("mybets.empty.play_sports")}
              </Link>
            ) : (
              <Link to="/games" className="btn btn--primary">
                {t("mybets.empty.play")}
              </Link>
            ))}
        </div>
      ) : (
        <table className="card-table bets-table">
          <caption className="visually-hidden">
            {t("mybets.caption", { page: String(request.page), pages: String(pages) })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="bets-table__date">
                {t("mybets.col.date")}
              </th>
              <th scope="col">{t("mybets.col.game")}</th>
              <th scope="col" className="bets-table__status">
                {t("mybets.col.status")}
              </th>
              <th scope="col" className="bets-table__num">
                {t("mybets.col.stake")}
              </th>
              <th scope="col" className="bets-table__num">
                {t("mybets.col.win")}
              </th>
              <th scope="col" className="bets-table__actions">
                <span className="visually-hidden">{t("mybets.col.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {bets.items.map((bet) => (
              <Fragment key={bet.bet_id}>
                <BetRow
                  bet={bet}
                  clock={clock}
                  open={open === bet.bet_id}
                  replayable={account !== null}
                  onReplay={() => setOpen(open === bet.bet_id ? null : bet.bet_id)}
                />
                {betDetail && bet.product === "sports" && (
                  <tr className="bet-detail">
                    <td colSpan={6}>{betDetail(bet)}</td>
                  </tr>
                )}
                {open === bet.bet_id && account && (
                  <tr className="bet-replay">
                    <td colSpan={6}>
                      <BetRecall account={account} betId={bet.bet_id} failed={components === "failed"} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      )}
      <Pager
        page={request.page}
        pages={pages}
        href={(page) => myBetsHref(pathname, request.filters, page)}
        keys={{
          label: "mybets.pager.label",
          previous: "history.pager.previous",
          next: "history.pager.next",
          status: "history.pager.status",
        }}
      />
    </div>
  );
}
