import type { VirtualMatchDayStatus } from "@platform/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatSiteDateTime } from "../../../shell/site-date-time.ts";
import { useShell, useT } from "../../../shell/use-shell.ts";
import { SportsUnavailable } from "../sports-frame.tsx";
import { useRefreshAfter } from "./use-refresh-after.ts";

/*
 * What every virtual event's page (a match day, a race) shares: the way back, the reload once the
 * event is over (the seed is revealed then), the title with its status, and the facts of its fair
 * draw: when it opened, closed and ended, the commitment, the entropy line, the revealed seed and
 * the number of bets in the draw.
 */

export interface FairEvent {
  status: VirtualMatchDayStatus;
  opens_at: string;
  closes_at: string;
  ends_at: string;
  commitment: string;
  entropy: string | null;
  server_seed: string | null;
  bet_ids: string[] | null;
  /** The server's clock when it answered. */
  server_time: string;
}

export function EventPage<Event extends FairEvent>({
  className,
  back,
  event,
  children,
}: {
  className: string;
  back: { to: string; label: string };
  event: Event | null;
  children: (event: Event, revealed: boolean) => ReactNode;
}) {
  const t = useT();
  const revealed = event?.status === "settled" || event?.status === "void";
  useRefreshAfter(event?.ends_at ?? null, !!event && !revealed, event?.server_time ?? null);
  return (
    <div className={className}>
      <p>
        <Link to={back.to} className="virtual-page__back">
          {t(back.label)}
        </Link>
      </p>
      {event ? children(event, revealed) : <SportsUnavailable />}
    </div>
  );
}

export function EventHead({ title, status }: { title: string; status: FairEvent["status"] }) {
  const t = useT();
  return (
    <header className="virtual-page__head">
      <h2 className="sportsbook__title">{title}</h2>
      <span className="virtual-badge" data-status={status}>
        {t(`virtual.status.${status}`)}
      </span>
    </header>
  );
}

/** The event's facts; `closes` and `ends` name its close and end in the game's words. */
export function EventFacts({ event, closes, ends }: { event: FairEvent; closes: string; ends: string }) {
  const t = useT();
  const { settings } = useShell();
  const when = (at: string) => (
    <time dateTime={at}>
      {formatSiteDateTime(at, { format: settings.time_format, timeZone: settings.time_zone })}
    </time>
  );
  return (
    <dl className="virtual-facts">
      <Fact label={t("virtual.opens_at")}>{when(event.opens_at)}</Fact>
      <Fact label={t(closes)}>{when(event.closes_at)}</Fact>
      <Fact label={t(ends)}>{when(event.ends_at)}</Fact>
      <Fact label={t("virtual.commitment")}>
        <code className="virtual-code">{event.commitment}</code>
      </Fact>
      <Fact label={t("virtual.entropy")}>
        {event.entropy ? <code className="virtual-code">{event.entropy}</code> : t("virtual.entropy_pending")}
      </Fact>
      <Fact label={t("virtual.server_seed")}>
        {event.server_seed ? (
          <code className="virtual-code" data-seed>
            {event.server_seed}
          </code>
        ) : (
          <>
            {t("virtual.seed_pending")} {when(event.ends_at)}
          </>
        )}
      </Fact>
      {event.bet_ids && (
        <Fact label={t("virtual.bets_in_draw")}>
          <span data-bet-count>{event.bet_ids.length}</span>
        </Fact>
      )}
    </dl>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="virtual-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
