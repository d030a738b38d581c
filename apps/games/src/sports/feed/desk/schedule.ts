import { Xoshiro128 } from "@platform/fair";
import type { DeskOptions } from "../../sports-config.ts";
import { BASKETBALL_LEAGUES } from "./basketball-leagues.ts";
import { basketballDurationMs, PLANNED_OVERTIMES } from "./basketball-timeline.ts";
import { FOOTBALL_LEAGUES, type LeagueData, type TeamEntry } from "./leagues-data.ts";
import { HALF_SECONDS, MATCH_SECONDS } from "./match-simulator.ts";

/*
 * The desk's fixtures: a pure function of (seed, anchor, day), so every node, and every test with
 * the same seed, sees the same schedule. Day d is [anchor + d·24 h, anchor + (d + 1)·24 h).
 *
 * Two kinds of fixtures:
 * - `liveNow` rolling slots: slot k's first match kicks off seconds after the anchor, each next
 *   one a short (and per-slot different) gap after the last ends, so the in-play page always has
 *   matches and the slots drift apart instead of ending together;
 * - the calendar: `upcoming / days` fixtures a day at quarter hours, three of day 0's within the
 *   first hour, each announced two days ahead.
 * A few are postponed (bet_cancel) and a few get a corrected result (rollback, new settlement).
 *
 * Basketball (sport 2) has rolling slots of its own, half as many as football's (`b` in the id),
 * the first starting with football's and the others spread over a slot's period (as long as an
 * NBA match with two overtimes, and a minute), and a third as many calendar fixtures a day. Its draws come from their own seeds, so football's fixtures are the
 * same with or without it.
 */

export const DAY_MS = 24 * 60 * 60_000;
/** Calendar fixtures are announced (fixture_change, pre-match odds) this many days before their day. */
export const ANNOUNCE_DAYS_AHEAD = 2;
/** The half-time break, in match seconds (played at the desk's speed like the rest). */
export const HALF_TIME_BREAK_SECONDS = 15 * 60;

export interface ScheduledFixture {
  /**
   * `sim:match:{tag}r{slot}-{n}` (rolling) or `sim:match:{tag}d{day}-{n}` (calendar), the tag being
   * the anchor's: a desk re-anchored (another seed) never reuses an id the book already has.
   */
  id: string;
  league: LeagueData;
  home: TeamEntry;
  away: TeamEntry;
  kickoff: number;
  /** When the desk first announces it (fixture_change and pre-match odds). */
  publishAt: number;
  matchSeed: number;
  postponed: boolean;
  corrected: boolean;
}

type ScheduleOptions = Pick<
  DeskOptions,
  "seed" | "speed" | "liveNow" | "upcoming" | "days" | "postponedShare" | "correctedShare"
>;

/** A match's real duration at the desk's speed, half-time break included. */
export function matchDurationMs(speed: number): number {
  return ((MATCH_SECONDS + HALF_TIME_BREAK_SECONDS) * 1000) / speed;
}

/** The real time of a match second: the break is inserted after the first half. */
export function realTimeOf(kickoff: number, second: number, speed: number): number {
  const played = second <= HALF_SECONDS ? second : second + HALF_TIME_BREAK_SECONDS;
  return kickoff + Math.round((played * 1000) / speed);
}

export function dayOf(anchor: number, at: number): number {
  return Math.floor((at - anchor) / DAY_MS);
}

/** Several integers to one 32-bit seed (splitmix-style mixing). */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

function pick<T>(rng: Xoshiro128, items: readonly T[]): T {
  return items[Math.floor(rng.next() * items.length)]!;
}

function draw(
  rng: Xoshiro128,
  options: ScheduleOptions,
  id: string,
  kickoff: number,
  publishAt: number,
  mayPostpone: boolean,
  leagues: readonly LeagueData[] = FOOTBALL_LEAGUES,
): ScheduledFixture {
  const league = pick(rng, leagues);
  const home = pick(rng, league.teams);
  let away = pick(rng, league.teams);
  while (away === home) away = pick(rng, league.teams);
  const matchSeed = rng.nextUint32();
  const postponed = mayPostpone && rng.next() < options.postponedShare;
  const corrected = !postponed && rng.next() < options.correctedShare;
  return { id, league, home, away, kickoff, publishAt, matchSeed, postponed, corrected };
}

/** The fixtures kicking off on day `day`. */
export function fixturesOfDay(options: ScheduleOptions, anchor: number, day: number): ScheduledFixture[] {
  if (day < 0) return [];
  const dayStart = anchor + day * DAY_MS;
  const dayEnd = dayStart + DAY_MS;
  const fixtures: ScheduledFixture[] = [];
  const tag = Math.floor(anchor / 1000).toString(36);
  const duration = matchDurationMs(options.speed);
  for (let slot = 0; slot < options.liveNow; slot++) {
    const first = anchor + 5_000 + slot * 3_000;
    const period = duration + (slot + 1) * 60_000;
    const from = Math.max(0, Math.ceil((dayStart - first) / period));
    for (let n = from; first + n * period < dayEnd; n++) {
      const kickoff = first + n * period;
      const rng = new Xoshiro128(mixSeed(options.seed, 1, slot, n));
      // Announced two matches' length ahead (at least 10 minutes): the slot's next match or two.
      const publishAt = Math.max(anchor, kickoff - Math.max(2 * duration, 10 * 60_000));
      fixtures.push(draw(rng, options, `sim:match:${tag}r${slot}-${n}`, kickoff, publishAt, false));
    }
  }
  const perDay = Math.ceil(options.upcoming / Math.max(1, options.days));
  const rng = new Xoshiro128(mixSeed(options.seed, 2, day));
  // Two days ahead: a boot announces three days' fixtures, not the whole horizon at once.
  const publishAt = Math.max(anchor, dayStart - ANNOUNCE_DAYS_AHEAD * DAY_MS);
  for (let n = 0; n < perDay; n++) {
    const soon = day === 0 && n < 3;
    const offset = soon ? (n + 1) * 20 * 60_000 : 2 * 60 * 60_000 + Math.floor(rng.next() * 80) * 15 * 60_000;
    fixtures.push(draw(rng, options, `sim:match:${tag}d${day}-${n}`, dayStart + offset, publishAt, true));
  }
  fixtures.push(...basketballOfDay(options, anchor, day, tag));
  return fixtures.sort((a, b) => a.kickoff - b.kickoff || a.id.localeCompare(b.id));
}

/** Basketball's rolling slots and calendar fixtures of day `day` (ids `{tag}br…`, `{tag}bd…`). */
function basketballOfDay(
  options: ScheduleOptions,
  anchor: number,
  day: number,
  tag: string,
): ScheduledFixture[] {
  const dayStart = anchor + day * DAY_MS;
  const dayEnd = dayStart + DAY_MS;
  const fixtures: ScheduledFixture[] = [];
  // The longest match a slot plans for: NBA quarters and two overtimes.
  const duration = basketballDurationMs(options.speed, 720, PLANNED_OVERTIMES);
  const slots = Math.ceil(options.liveNow / 2);
  for (let slot = 0; slot < slots; slot++) {
    // One period for every slot, slot k starting k/slots of it later: the slots stay interleaved,
    // so one slot's gap between matches falls in another's match.
    const period = duration + 60_000;
    const first = anchor + 5_000 + (options.liveNow + slot) * 3_000 + Math.round((slot * period) / slots);
    const from = Math.max(0, Math.ceil((dayStart - first) / period));
    for (let n = from; first + n * period < dayEnd; n++) {
      const kickoff = first + n * period;
      const rng = new Xoshiro128(mixSeed(options.seed, 4, slot, n));
      const publishAt = Math.max(anchor, kickoff - Math.max(2 * duration, 10 * 60_000));
      const id = `sim:match:${tag}br${slot}-${n}`;
      fixtures.push(draw(rng, options, id, kickoff, publishAt, false, BASKETBALL_LEAGUES));
    }
  }
  const perDay = Math.ceil(options.upcoming / Math.max(1, options.days) / 3);
  const rng = new Xoshiro128(mixSeed(options.seed, 3, day));
  const publishAt = Math.max(anchor, dayStart - ANNOUNCE_DAYS_AHEAD * DAY_MS);
  for (let n = 0; n < perDay; n++) {
    // Later in the desk's day than football: 17 h to 23 h 30 after its start, on the half hour.
    const offset = 17 * 60 * 60_000 + Math.floor(rng.next() * 14) * 30 * 60_000;
    const id = `sim:match:${tag}bd${day}-${n}`;
    fixtures.push(draw(rng, options, id, dayStart + offset, publishAt, true, BASKETBALL_LEAGUES));
  }
  return fixtures;
}
