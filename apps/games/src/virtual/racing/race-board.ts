import type {
  SportsMarketView,
  VirtualRace,
  VirtualRaceDetail,
  VirtualRacingBoard,
} from "@platform/contracts";
import {
  cardStrengths,
  KENNEL_SEED,
  orderTable,
  PLACES_PAID,
  priceRace,
  VIRTUAL_RACE_RTP_BP,
  type VirtualMarketPrice,
} from "@platform/sports";
import { and, asc, desc, eq, inArray, lte } from "drizzle-orm";
import type { GamesDatabase } from "../../db/database.ts";
import { virtualRaces } from "../../db/schema.ts";
import { marketsOf } from "../../sports/catalogue/catalogue-queries.ts";
import { offeredMarketRtp } from "../shared/market-rtp.ts";
import type { RaceOptions } from "./race-config.ts";
import { raceProgress } from "./race-progress.ts";
import { RACE_DISTANCE_M, type RaceRow, raceFixtureId, raceName, STADIUM_NAME } from "./race-schedule.ts";

/*
 * What the greyhounds page reads (packages/contracts virtual-racing.ts). Prices are the catalogue's
 * own views of the race's fixture, so what the page shows is what the slip accepts. A race running
 * shows only what the server's clock has reached; the seed only once it is settled or void.
 */

const RESULTS = 10;
/** Settled races read for the runners' form. */
const FORM_RACES = 40;
const FORM_LENGTH = 5;

type Form = Map<string, number[]>;

function formOf(settled: RaceRow[]): Form {
  const form: Form = new Map();
  for (const race of settled) {
    race.finishOrder?.forEach((trap, place) => {
      const dog = race.runners.find((runner) => runner.trap === trap);
      if (!dog) return;
      const places = form.get(dog.id) ?? [];
      if (places.length < FORM_LENGTH) places.push(place + 1);
      form.set(dog.id, places);
    });
  }
  return form;
}

/*
 * A race's engine prices, for the return its offered prices give: pricing 720 orders takes some
 * milliseconds, and a race's card never changes, so each is priced once while it is on the board.
 */
const PRICED_RACES = 64;
const enginePrices = new Map<string, VirtualMarketPrice[]>();
function pricesOf(race: RaceRow): VirtualMarketPrice[] {
  let prices = enginePrices.get(race.id);
  if (!prices) {
    prices = priceRace(orderTable(cardStrengths(race.runners)));
    enginePrices.set(race.id, prices);
    // Races come in sequence: the first kept is the oldest.
    if (enginePrices.size > PRICED_RACES) enginePrices.delete(enginePrices.keys().next().value!);
  }
  return prices;
}

function raceView(
  race: RaceRow,
  markets: SportsMarketView[],
  form: Form,
  now: Date,
  playMs: number,
): VirtualRace {
  const revealed = race.status === "settled" || race.status === "void";
  const run =
    race.timesMs && race.status !== "void"
      ? raceProgress(
          race.timesMs,
          race.sequence,
          race.status === "settled" ? playMs : now.getTime() - race.closesAt.getTime(),
          playMs,
        )
      : null;
  return {
    id: race.id,
    number: race.sequence,
    name: raceName(race.sequence),
    distance_m: RACE_DISTANCE_M,
    status: race.status,
    opens_at: race.opensAt.toISOString(),
    closes_at: race.closesAt.toISOString(),
    ends_at: race.endsAt.toISOString(),
    fixture_id: raceFixtureId(race),
    commitment: race.commitment,
    entropy: race.entropy,
    server_seed: revealed ? race.serverSeed : null,
    runners: [...race.runners]
      .sort((a, b) => a.trap - b.trap)
      .map((runner) => ({
        trap: runner.trap,
        id: runner.id,
        name: runner.name,
        strength: runner.strength,
        form: form.get(runner.id) ?? [],
      })),
    markets,
    rtp_basis_points: markets.length > 0 ? offeredMarketRtp(pricesOf(race), markets) : {},
    progress: run?.progress ?? null,
    finish: run?.finish ?? [],
  };
}

async function raceViews(
  db: GamesDatabase,
  races: RaceRow[],
  form: Form,
  now: Date,
  playMs: number,
): Promise<VirtualRace[]> {
  const markets = await marketsOf(db, races.map(raceFixtureId));
  return races.map((race) => raceView(race, markets.get(raceFixtureId(race)) ?? [], form, now, playMs));
}

async function recentForm(db: GamesDatabase): Promise<Form> {
  const settled = await db
    .select()
    .from(virtualRaces)
    .where(eq(virtualRaces.status, "settled"))
    .orderBy(desc(virtualRaces.sequence))
    .limit(FORM_RACES);
  return formOf(settled);
}

export async function racingBoard(
  db: GamesDatabase,
  options: Pick<RaceOptions, "playMs" | "cadenceMs">,
  now: Date,
): Promise<VirtualRacingBoard> {
  const upcoming = await db
    .select()
    .from(virtualRaces)
    .where(and(eq(virtualRaces.status, "open"), lte(virtualRaces.opensAt, now)))
    .orderBy(asc(virtualRaces.closesAt));
  const [current] = await db
    .select()
    .from(virtualRaces)
    .where(inArray(virtualRaces.status, ["closing", "playing"]))
    .orderBy(desc(virtualRaces.sequence))
    .limit(1);
  const results = await db
    .select()
    .from(virtualRaces)
    .where(inArray(virtualRaces.status, ["settled", "void"]))
    .orderBy(desc(virtualRaces.sequence))
    .limit(RESULTS);
  const form = await recentForm(db);
  const all = await raceViews(
    db,
    [...upcoming, ...(current ? [current] : []), ...results],
    form,
    now,
    options.playMs,
  );
  return {
    server_time: now.toISOString(),
    play_ms: options.playMs,
    cadence_ms: options.cadenceMs,
    stadium: {
      name: STADIUM_NAME,
      distance_m: RACE_DISTANCE_M,
      kennel_seed: KENNEL_SEED,
      places_paid: PLACES_PAID,
      rtp_basis_points: Object.fromEntries(
        Object.entries(VIRTUAL_RACE_RTP_BP).map(([marketId, rtp]) => [String(marketId), rtp]),
      ),
    },
    upcoming: all.slice(0, upcoming.length),
    current: current ? all[upcoming.length]! : null,
    results: all.slice(upcoming.length + (current ? 1 : 0)),
  };
}

export async function raceDetail(
  db: GamesDatabase,
  options: Pick<RaceOptions, "playMs">,
  id: string,
  now: Date,
): Promise<VirtualRaceDetail | null> {
  const [race] = await db.select().from(virtualRaces).where(eq(virtualRaces.id, id));
  if (!race) return null;
  const [view] = await raceViews(db, [race], await recentForm(db), now, options.playMs);
  const revealed = race.status === "settled" || race.status === "void";
  return { ...view!, server_time: now.toISOString(), bet_ids: revealed ? race.betIds : null };
}
