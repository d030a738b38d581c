import type { FeedEventMessage } from "@platform/contracts";
import { MATCH_SECONDS, type MatchOutcome, matchSecondAt } from "@platform/sports";
import { drawMatchDay, moveMatchDay } from "./close-match-day.ts";
import { EventDesk, type EventDeskOptions } from "./shared/event-desk.ts";
import type { EventKind } from "./shared/event-kind.ts";
import type { VirtualOptions } from "./virtual-config.ts";
import {
  cancelMessage,
  fixtureMessage,
  type MatchRef,
  pricesMessage,
  SEQUENCE,
  settlementMessage,
  stateMessage,
  stopMessage,
} from "./virtual-messages.ts";
import { createDueMatchDays, fixtureIdsOf, type MatchDayRow, matchDaysInView } from "./virtual-schedule.ts";

/*
 * Virtual football's feed (docs/decisions/048): the virtual event desk (shared/event-desk.ts) for
 * match days. Every message goes once per match of the day; while the matches play, their state is
 * sent as the seconds pass.
 */

export type VirtualDeskOptions = EventDeskOptions<VirtualOptions>;

/** One message per match of the day. */
function each(day: MatchDayRow, make: (ref: MatchRef, i: number) => FeedEventMessage): FeedEventMessage[] {
  return day.fixtures.map((fixture, i) => make({ day, fixture }, i));
}

const matchDays: EventKind<MatchDayRow, MatchOutcome[]> = {
  createDue: createDueMatchDays,
  inView: matchDaysInView,
  fixtureIds: fixtureIdsOf,
  move: moveMatchDay,
  draw: drawMatchDay,
  outcome: (day) => day.outcomes,
  noBeacon: (day, error) => ({
    obj: { err: error, matchDay: day.id },
    msg: "virtual football: no beacon round; the match day is void",
  }),
  sequence: SEQUENCE,
  announced: (day, producer) => [
    ...each(day, (ref) => fixtureMessage(ref, producer, SEQUENCE.announced, "not_started", day.createdAt)),
    ...each(day, (ref) => pricesMessage(ref, producer, day.createdAt)),
  ],
  stopped: (day, producer) => each(day, (ref) => stopMessage(ref, producer, day.closesAt)),
  voided: (day, producer) => [
    ...each(day, (ref) => cancelMessage(ref, producer, day.closesAt)),
    ...each(day, (ref) =>
      fixtureMessage(ref, producer, SEQUENCE.cancelledFixture, "cancelled", day.closesAt),
    ),
  ],
  live: (day, producer) =>
    each(day, (ref) => fixtureMessage(ref, producer, SEQUENCE.live, "live", day.closesAt)),
  playing(day, outcomes, producer, now, options) {
    const second = matchSecondAt(now.getTime() - day.closesAt.getTime(), options.playMs);
    return each(day, (ref, i) => stateMessage(ref, outcomes[i]!, producer, second, now));
  },
  finished: (day, outcomes, producer) => [
    ...each(day, (ref, i) => stateMessage(ref, outcomes[i]!, producer, MATCH_SECONDS, day.endsAt)),
    ...each(day, (ref) => fixtureMessage(ref, producer, SEQUENCE.ended, "ended", day.endsAt)),
    ...each(day, (ref, i) => settlementMessage(ref, outcomes[i]!, producer, day.endsAt)),
  ],
};

export class VirtualDesk extends EventDesk<MatchDayRow, MatchOutcome[]> {
  constructor(options: VirtualDeskOptions) {
    super(options, matchDays, "virtual desk");
  }
}
