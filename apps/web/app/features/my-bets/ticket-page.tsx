import type { ReactNode } from "react";
import { Link } from "react-router";
import { useBvComponents } from "../../shell/aggregator/use-bv-components.ts";
import { formatSiteDateTime } from "../../shell/site-date-time.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { Money } from "../../shell/wallet/money.tsx";
import { BetRecall } from "./bet-recall.tsx";
import { canReplay } from "./my-bets-page.tsx";
import type { TicketData } from "./ticket.server.ts";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ticket__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Spec §2 /users/ticket: one bet as a ticket, its facts and, for a casino round, its replay. */
export function TicketPage({ data }: { data: TicketData }) {
  const t = useT();
  const { settings } = useShell();
  const { bet, account } = data;
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  const recall = account && canReplay(bet) ? account : null;
  const components = useBvComponents(recall?.url);
  // How the stake was drawn matters only when promo credit paid part of it.
  const promo = Number(bet.stake_promo) > 0;
  return (
    <div className="ticket-page">
      <Link to="/users/my-bets" className="form__link">
        {t("mybets.ticket.back")}
      </Link>
      <article className="ticket" data-status={bet.status}>
        <dl className="ticket__facts">
          <Fact label={t("mybets.col.game")}>{bet.game.name}</Fact>
          <Fact label={t("mybets.ticket.bet_id")}>
            <span className="ticket__mono">{bet.bet_id}</span>
          </Fact>
          <Fact label={t("mybets.col.status")}>
            <span className="bet-badge" data-status={bet.status}>
              {t(`bets.status.${bet.status}`)}
            </span>
          </Fact>
          <Fact label={t("mybets.ticket.placed")}>{formatSiteDateTime(bet.placed_at, clock)}</Fact>
          {bet.settled_at && (
            <Fact label={t("mybets.ticket.settled")}>{formatSiteDateTime(bet.settled_at, clock)}</Fact>
          )}
          <Fact label={t("mybets.col.stake")}>
            <Money amount={bet.stake} />
          </Fact>
          {promo && (
            <>
              <Fact label={t("mybets.ticket.stake_cash")}>
                <Money amount={bet.stake_cash} />
              </Fact>
              <Fact label={t("mybets.ticket.stake_promo")}>
                <Money amount={bet.stake_promo} />
              </Fact>
            </>
          )}
          <Fact label={t("mybets.col.win")}>
            <Money amount={bet.win} />
          </Fact>
        </dl>
      </article>
      {recall && (
        <section className="ticket__recall" aria-label={t("mybets.ticket.recall")}>
          <BetRecall account={recall} betId={bet.bet_id} failed={components === "failed"} />
        </section>
      )}
    </div>
  );
}
