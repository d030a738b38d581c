import { z } from "zod";
import { sportsMarketViewSchema } from "./sports-catalogue.ts";
import { VIRTUAL_MATCH_DAY_STATUSES } from "./virtual-sports.ts";

/*
 * Virtual greyhound racing as the aggregator serves it to pages (issue 20, docs/decisions/047
 * §Greyhound racing and 048 §Greyhounds at the aggregator): six made-up dogs a race with published
 * strengths, a race every couple of minutes, each committed to before betting opens and run from
 * that commitment and entropy fixed at the close. A race is a fixture of the sportsbook's catalogue
 * (`fixture_id`): bets go through its slip and settle through its settlement. Statuses are virtual
 * football's (open, closing, playing, settled, void).
 */

export const virtualRaceRunnerSchema = z.object({
  trap: z.number().int().min(1).max(6),
  id: z.string(),
  name: z.string(),
  /** Published before betting (Harville's model): the chance to win is strength / the card's sum. */
  strength: z.number().positive(),
  /** The dog's places in its last settled races at this stadium, latest first (up to five). */
  form: z.array(z.number().int().min(1).max(6)),
});
export type VirtualRaceRunner = z.infer<typeof virtualRaceRunnerSchema>;

export const virtualRaceFinisherSchema = z.object({
  trap: z.number().int().min(1).max(6),
  place: z.number().int().min(1).max(6),
  /** Race time over the distance, in milliseconds (display only: the order settles every market). */
  time_ms: z.number().int().positive(),
});
export type VirtualRaceFinisher = z.infer<typeof virtualRaceFinisherSchema>;

export const virtualRaceProgressSchema = z.object({
  /** Real milliseconds since the traps opened, up to `play_ms`. */
  elapsed_ms: z.number().int().min(0),
  /** The race clock the server has reached, in milliseconds. */
  race_ms: z.number().int().min(0),
  /** Metres covered by each trap's runner at `race_ms` (`distances_m[trap − 1]`). */
  distances_m: z.array(z.number().min(0)).length(6),
});
export type VirtualRaceProgress = z.infer<typeof virtualRaceProgressSchema>;

export const virtualRaceSchema = z.object({
  id: z.string(),
  /** Race n of the stadium: its card is raceCard(n) of the public kennel seed. */
  number: z.number().int().min(0),
  name: z.string(),
  distance_m: z.number().int().positive(),
  status: z.enum(VIRTUAL_MATCH_DAY_STATUSES),
  opens_at: z.string(),
  /** Betting closes and the traps open. */
  closes_at: z.string(),
  /** The race is over; bets settle and the seed is revealed. */
  ends_at: z.string(),
  /** The sportsbook catalogue's fixture: what a bet's leg names. */
  fixture_id: z.string(),
  /** SHA-256 (hex) of the server seed's text, published before betting opened. */
  commitment: z.string().regex(/^[0-9a-f]{64}$/),
  /** The entropy line fixed at the close (`v1|closed=…|bets=…|beacon=…`); null before. */
  entropy: z.string().nullable(),
  /** Revealed once the race is settled or void; null before. */
  server_seed: z.string().nullable(),
  runners: z.array(virtualRaceRunnerSchema).length(6),
  /** The sportsbook's markets on the race: win 901, place 902, forecast 903, tricast 904. */
  markets: z.array(sportsMarketViewSchema),
  /**
   * Per market key, the return to player of the prices in `markets`, in basis points rounded down
   * (the exact mean return of a unit stake on each priced outcome): at most the stadium's figure.
   */
  rtp_basis_points: z.record(z.string(), z.number().int()),
  /** While it runs and after: where the runners are by the server's clock; null before the off. */
  progress: virtualRaceProgressSchema.nullable(),
  /** The runners past the line by the server's clock, winner first; all six once it is over. */
  finish: z.array(virtualRaceFinisherSchema),
});
export type VirtualRace = z.infer<typeof virtualRaceSchema>;

/** GET /v1/virtual/greyhounds?operator=: what the greyhounds page shows. */
export const virtualRacingBoardSchema = z.object({
  server_time: z.string(),
  /** How long a race runs, in real milliseconds. */
  play_ms: z.number().int().positive(),
  cadence_ms: z.number().int().positive(),
  stadium: z.object({
    name: z.string(),
    distance_m: z.number().int().positive(),
    /** Public: the race cards follow from it. */
    kennel_seed: z.string(),
    /** Place pays the first this many. */
    places_paid: z.number().int().min(1),
    /** The published return to player per market key, in basis points. */
    rtp_basis_points: z.record(z.string(), z.number().int()),
  }),
  /** Races taking bets, soonest first. */
  upcoming: z.array(virtualRaceSchema),
  /** The race closing or running now, if any. */
  current: virtualRaceSchema.nullable(),
  /** The last settled (or void) races, latest first. */
  results: z.array(virtualRaceSchema),
});
export type VirtualRacingBoard = z.infer<typeof virtualRacingBoardSchema>;

/** GET /v1/virtual/greyhounds/races/:id?operator=: one race, with what verifies it. */
export const virtualRaceDetailSchema = virtualRaceSchema.extend({
  /** The server's clock when it answered: a page places a running race by it. */
  server_time: z.string(),
  /** Once settled: the ids of the bets accepted on it, whose digest is in the entropy line. */
  bet_ids: z.array(z.string()).nullable(),
});
export type VirtualRaceDetail = z.infer<typeof virtualRaceDetailSchema>;

export const virtualRaceParamsSchema = z.object({ id: z.string().regex(/^vr-\d{1,9}$/) });
