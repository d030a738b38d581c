import type { SportsMarketView, VirtualRaceDetail, VirtualRacingBoard } from "@platform/contracts";
import {
  basisPointsFloor,
  cardStrengths,
  closeEntropy,
  fairEventFloats,
  marketReturnToPlayer,
  orderTable,
  playRace,
  priceRace,
  raceCard,
  virtualCommitment,
} from "@platform/sports";

/*
 * Races as the aggregator would serve them, computed with @platform/sports' own engine (the unit
 * tests' data, to the contract). A settled race carries its whole finish; an open one none.
 */

export const TEST_RACE_SEED = "7c2e4a6b8d0f13579bdf02468ace13579bdf02468ace13579bdf02468ace1357";

const prices = (number: number) => priceRace(orderTable(cardStrengths(raceCard(number))));

function markets(number: number): SportsMarketView[] {
  return prices(number).map((market) => ({
    key: String(market.marketId),
    market_id: market.marketId,
    specifiers: "",
    status: "active",
    outcomes: market.outcomes
      .filter((outcome) => outcome.priceMilli !== null)
      .map((outcome) => ({ id: outcome.outcomeId, price_milli: outcome.priceMilli!, active: true })),
  }));
}

export function testRace(
  number: number,
  status: VirtualRaceDetail["status"],
  closesAt: string,
): VirtualRaceDetail {
  const card = raceCard(number);
  const entropy = closeEntropy({ closedAt: closesAt, acceptedBetIds: ["bet-1", "bet-2"] });
  const outcome = playRace(card, fairEventFloats(TEST_RACE_SEED, entropy));
  const over = status === "settled";
  const drawn = over || status === "playing";
  return {
    id: `vr-${number}`,
    number,
    name: `Race ${number} · Virtual Stadium`,
    distance_m: 480,
    status,
    opens_at: new Date(Date.parse(closesAt) - 60_000).toISOString(),
    closes_at: closesAt,
    ends_at: new Date(Date.parse(closesAt) + 30_000).toISOString(),
    fixture_id: `virtual:race:vr-${number}`,
    commitment: virtualCommitment(TEST_RACE_SEED),
    entropy: drawn ? entropy : null,
    server_seed: over ? TEST_RACE_SEED : null,
    runners: card.map((runner) => ({ ...runner, form: [] })),
    markets: markets(number),
    rtp_basis_points: Object.fromEntries(
      prices(number).map((market) => [market.key, basisPointsFloor(marketReturnToPlayer(market.outcomes)!)]),
    ),
    progress: drawn
      ? {
          elapsed_ms: over ? 30_000 : 10_000,
          race_ms: over ? 30_000 : 9_000,
          distances_m: [160, 150, 170, 140, 155, 165],
        }
      : null,
    finish: over
      ? outcome.order.map((trap, i) => ({ trap, place: i + 1, time_ms: outcome.timesMs[trap - 1]! }))
      : [],
    bet_ids: over ? ["bet-1", "bet-2"] : null,
    // The server's clock at the answer: 10 s into a running race, after a race over, before one open.
    server_time: new Date(Date.parse(closesAt) + (over ? 31_000 : drawn ? 10_000 : -30_000)).toISOString(),
  };
}

export function testRacingBoard(now: number): VirtualRacingBoard {
  const at = (ms: number) => new Date(now + ms).toISOString();
  const strip = ({ bet_ids: _, server_time: __, ...race }: VirtualRaceDetail) => race;
  return {
    server_time: at(0),
    play_ms: 30_000,
    cadence_ms: 120_000,
    stadium: {
      name: "Virtual Stadium",
      distance_m: 480,
      kennel_seed: "virtual-greyhounds-2026",
      places_paid: 2,
      rtp_basis_points: { "901": 9400, "902": 9400, "903": 9000, "904": 8800 },
    },
    upcoming: [strip(testRace(12, "open", at(60_000))), strip(testRace(13, "open", at(180_000)))],
    current: strip(testRace(11, "playing", at(-10_000))),
    results: [strip(testRace(10, "settled", at(-130_000)))],
  };
}
