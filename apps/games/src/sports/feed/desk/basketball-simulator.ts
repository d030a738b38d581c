import { Xoshiro128 } from "@platform/fair";
import { type BasketballExpectation, possessionPoints, type Score } from "@platform/sports";

/*
 * One simulated basketball match, drawn once from its seed. The pricing model's own process
 * (@platform/sports basketball-model.ts): the sides alternate possessions at the league's pace
 * (each side `possessions / regulation seconds` a second, each possession ending at a jittered
 * point of its slot), and each possession scores 0–3 points drawn from `possessionPoints` of the
 * side's points per possession. Four quarters, then five-minute overtimes while the score is level
 * (the tenth, never reached in practice, ends with a free throw so a match always has a winner).
 */

export interface BasketballEvent {
  /** Match clock, seconds from tip-off (overtime counts on from the end of regulation). */
  second: number;
  team: "home" | "away";
  points: 1 | 2 | 3;
}

export interface BasketballScript {
  events: BasketballEvent[];
  /** Each period's [start, end] in match seconds: four quarters, then any overtimes. */
  periods: [number, number][];
  fullTime: Score;
  halfTime: Score;
}

const MAX_OVERTIMES = 10;

export function simulateBasketball(seed: number, e: BasketballExpectation): BasketballScript {
  const rng = new Xoshiro128(seed);
  const quarter = e.regulationSeconds / 4;
  const perSecond = (2 * e.possessions) / e.regulationSeconds; // both sides' possessions
  const odds = { home: possessionPoints(e.homePpp), away: possessionPoints(e.awayPpp) };
  const events: BasketballEvent[] = [];
  const periods: [number, number][] = [];
  const score = { home: 0, away: 0 };

  const play = (start: number, length: number, homeFirst: boolean) => {
    periods.push([start, start + length]);
    for (let k = 0; ; k++) {
      const at = start + (k + 0.5 + 0.8 * (rng.next() - 0.5)) / perSecond;
      if (at >= start + length) break;
      const team = (k % 2 === 0) === homeFirst ? "home" : "away";
      const u = rng.next();
      const [zero, one, two] = odds[team];
      const points = u < zero ? 0 : u < zero + one ? 1 : u < zero + one + two ? 2 : 3;
      if (points === 0) continue;
      // Nothing scores on the buzzer's instant: the period's end has its own messages.
      const second = Math.min(Math.max(Math.floor(at), start + 1), start + length - 1);
      events.push({ second, team, points });
      score[team] += points;
    }
  };

  for (let q = 0; q < 4; q++) play(q * quarter, quarter, q % 2 === 0);
  const halfTime = scoreAtSecond(events, 2 * quarter);
  for (let ot = 0; score.home === score.away && ot < MAX_OVERTIMES; ot++)
    play(e.regulationSeconds + ot * e.overtimeSeconds, e.overtimeSeconds, ot % 2 === 0);
  if (score.home === score.away) {
    const [, end] = periods.at(-1)!;
    events.push({ second: end - 1, team: "home", points: 1 });
    score.home += 1;
  }
  events.sort((a, b) => a.second - b.second || a.team.localeCompare(b.team));
  return { events, periods, fullTime: { ...score }, halfTime };
}

/** The score after every basket up to `second` (inclusive). */
export function scoreAtSecond(events: readonly BasketballEvent[], second: number): Score {
  const score = { home: 0, away: 0 };
  for (const event of events) if (event.second <= second) score[event.team] += event.points;
  return score;
}
