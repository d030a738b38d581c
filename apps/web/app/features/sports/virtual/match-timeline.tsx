import type { VirtualMatchEvent } from "@platform/contracts";
import { useT } from "../../../shell/use-shell.ts";
import { matchMinute } from "./match-clock.ts";

type Translate = ReturnType<typeof useT>;

/** "23' Goal, Lagos Lions (1–0)": an event in words, its minute first. */
export function eventText(
  t: Translate,
  event: VirtualMatchEvent,
  teams: { home: string; away: string },
): string {
  const params = {
    minute: matchMinute(event.second),
    team: teams[event.side],
    score: event.score ? `${event.score.home}–${event.score.away}` : "",
  };
  return t(`virtual.event.${event.kind}`, params);
}

/** A match's goals and cards in match order, each with its minute and side. */
export function MatchTimeline({
  events,
  teams,
}: {
  events: readonly VirtualMatchEvent[];
  teams: { home: string; away: string };
}) {
  const t = useT();
  if (events.length === 0) return null;
  return (
    <ol className="virtual-timeline">
      {events.map((event) => (
        <li
          key={`${event.second}-${event.kind}-${event.side}`}
          className="virtual-timeline__event"
          data-kind={event.kind}
          data-side={event.side}
        >
          {/* Drawn by the style sheet (a ball, a yellow or red card): no emoji font is needed. */}
          <span className="virtual-timeline__icon" aria-hidden="true" /> {eventText(t, event, teams)}
        </li>
      ))}
    </ol>
  );
}
