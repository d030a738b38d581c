import { EventDesk, type EventDeskOptions } from "../shared/event-desk.ts";
import type { EventKind } from "../shared/event-kind.ts";
import { drawRace, moveRace } from "./close-race.ts";
import type { RaceOptions } from "./race-config.ts";
import {
  RACE_SEQUENCE,
  raceCancelMessage,
  raceFixtureMessage,
  racePricesMessage,
  raceSettlementMessage,
  raceStopMessage,
} from "./race-messages.ts";
import { createDueRaces, type RaceRow, raceFixtureId, racesInView } from "./race-schedule.ts";

/*
 * Virtual greyhounds' feed (docs/decisions/048 §Greyhounds at the aggregator): the virtual event
 * desk (shared/event-desk.ts) for races. A race is one fixture; nothing is sent while it runs (the
 * pages show the run from the drawn times), then the fixture ends and its markets settle.
 */

export type RaceDeskOptions = EventDeskOptions<RaceOptions>;

const races: EventKind<RaceRow, readonly number[]> = {
  createDue: createDueRaces,
  inView: racesInView,
  fixtureIds: (race) => [raceFixtureId(race)],
  move: moveRace,
  draw: drawRace,
  outcome: (race) => race.finishOrder,
  noBeacon: (race, error) => ({
    obj: { err: error, race: race.id },
    msg: "virtual racing: no beacon round; the race is void",
  }),
  sequence: RACE_SEQUENCE,
  announced: (race, producer) => [
    raceFixtureMessage(race, producer, RACE_SEQUENCE.announced, "not_started", race.createdAt),
    racePricesMessage(race, producer, race.createdAt),
  ],
  stopped: (race, producer) => [raceStopMessage(race, producer, race.closesAt)],
  voided: (race, producer) => [
    raceCancelMessage(race, producer, race.closesAt),
    raceFixtureMessage(race, producer, RACE_SEQUENCE.cancelledFixture, "cancelled", race.closesAt),
  ],
  live: (race, producer) => [raceFixtureMessage(race, producer, RACE_SEQUENCE.live, "live", race.closesAt)],
  playing: () => [],
  finished: (race, order, producer) => [
    raceFixtureMessage(race, producer, RACE_SEQUENCE.ended, "ended", race.endsAt),
    raceSettlementMessage(race, order, producer, race.endsAt),
  ],
};

export class RaceDesk extends EventDesk<RaceRow, readonly number[]> {
  constructor(options: RaceDeskOptions) {
    super(options, races, "race desk");
  }
}
