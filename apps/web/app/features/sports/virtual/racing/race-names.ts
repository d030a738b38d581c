import { KENNEL, RACE_MARKET, raceCard } from "@platform/sports";

type Translate = (key: string, params?: Record<string, string | number>) => string;

/*
 * Race markets' and outcomes' names (win 901, place 902, forecast 903, tricast 904; outcomes "3",
 * "3-1", "3-1-5" as traps). The catalogue fixture of a race has the race's name as its home
 * ("Race 412 · Virtual Stadium", the feed's words, never translated): the race number in it gives
 * the card (raceCard is public), hence the dogs' names on a slip or in my bets.
 */

const RACE_MARKET_IDS = new Set<number>(Object.values(RACE_MARKET));

export const isRaceMarket = (marketId: number) => RACE_MARKET_IDS.has(marketId);

export function raceMarketName(t: Translate, marketId: number): string {
  switch (marketId) {
    case RACE_MARKET.win:
      return t("sports.market.race_win");
    case RACE_MARKET.place:
      return t("sports.market.race_place");
    case RACE_MARKET.forecast:
      return t("sports.market.race_forecast");
    default:
      return t("sports.market.race_tricast");
  }
}

/** Trap → dog name for the race named `raceName`, or null when the name carries no race number. */
export function dogsOf(raceName: string): ((trap: number) => string | null) | null {
  const match = /^Race (\d{1,9})\b/.exec(raceName);
  if (!match) return null;
  const card = raceCard(Number(match[1]), KENNEL);
  return (trap) => card.find((runner) => runner.trap === trap)?.name ?? null;
}

/** "Trap 3 · Swift Mwangi" (win, place); "3-1 · Swift Mwangi, Rift Runner" (forecast, tricast). */
export function raceOutcomeName(t: Translate, marketId: number, outcomeId: string, raceName: string): string {
  const traps = outcomeId.split("-").map(Number);
  const dogs = dogsOf(raceName);
  const names = dogs ? traps.map((trap) => dogs(trap)) : [];
  const known = names.length === traps.length && names.every((name) => name !== null);
  if (marketId === RACE_MARKET.win || marketId === RACE_MARKET.place)
    return known
      ? t("sports.outcome.trap_dog", { trap: outcomeId, dog: names[0]! })
      : t("sports.outcome.trap", { trap: outcomeId });
  return known ? `${outcomeId} · ${names.join(", ")}` : outcomeId;
}
