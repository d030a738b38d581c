import type { PriceChangeChoice } from "@platform/contracts";

/*
 * The bet slip's state (issue 19): the selections the player tapped, the bet type, the stakes as
 * typed and the two remembered preferences (price-change choice, odds format). Pure: the hook
 * (use-slip.ts) keeps it in localStorage so it follows the player from /sports to a match page
 * to /live-sports. Names are stored with each selection in the words of the page that added it.
 */

export const ODDS_FORMATS = ["decimal", "fractional", "american"] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** The system bets a slip of 3 or 4 free legs offers (bankers are added around them). */
export const SLIP_SYSTEMS = { 3: ["trixie", "patent"], 4: ["yankee", "lucky15"] } as const;
export type SlipSystem = (typeof SLIP_SYSTEMS)[3 | 4][number];

export type SlipBetType = "single" | "accumulator" | "system";

export interface SlipSelection {
  event_id: string;
  market_key: string;
  outcome_id: string;
  price_milli: number;
  event_name: string;
  market_name: string;
  outcome_name: string;
  live: boolean;
  /**
   * The price before the last move the slip took (a booking code loaded at today's prices, a live
   * move taken under "accept any"/"accept higher"): shown struck through beside the new one.
   */
  was_price_milli?: number;
  /** A new price the feed offers that the player has not agreed to yet (RTS 2C): blocks placing. */
  offered_price_milli?: number;
  /** Absent while the market is open. Suspended blocks placing; closed legs are left out of it. */
  status?: "suspended" | "closed";
}

export interface SlipState {
  selections: SlipSelection[];
  /** Keys (selectionKey) of the legs in every combination of a system bet. */
  bankers: string[];
  betType: SlipBetType;
  system: SlipSystem | null;
  /** The unit stake of an accumulator or system, as typed (major units). */
  stake: string;
  /** Each single's stake, by selection key, as typed. */
  stakes: Record<string, string>;
  priceChange: PriceChangeChoice;
  oddsFormat: OddsFormat;
}

export const MAX_SELECTIONS = 30;

export const EMPTY_SLIP: SlipState = {
  selections: [],
  bankers: [],
  betType: "single",
  system: null,
  stake: "",
  stakes: {},
  priceChange: "ask",
  oddsFormat: "decimal",
};

export const selectionKey = (s: Pick<SlipSelection, "event_id" | "market_key" | "outcome_id">) =>
  `${s.event_id}/${s.market_key}/${s.outcome_id}`;

export const isSelected = (
  state: SlipState,
  s: Pick<SlipSelection, "event_id" | "market_key" | "outcome_id">,
) => state.selections.some((held) => selectionKey(held) === selectionKey(s));

/** Accumulators and system bets need each leg on a different match. */
export function distinctEvents(selections: readonly SlipSelection[]): boolean {
  return new Set(selections.map((s) => s.event_id)).size === selections.length;
}

/** The system bets the slip can offer now: by the count of its non-banker legs. */
export function availableSystems(state: Pick<SlipState, "selections" | "bankers">): readonly SlipSystem[] {
  if (!distinctEvents(state.selections)) return [];
  const free = state.selections.length - state.bankers.length;
  return free === 3 || free === 4 ? SLIP_SYSTEMS[free] : [];
}

/** The bet types the slip can offer now. */
export function availableBetTypes(state: Pick<SlipState, "selections" | "bankers">): SlipBetType[] {
  const types: SlipBetType[] = ["single"];
  if (state.selections.length >= 2 && distinctEvents(state.selections)) types.push("accumulator");
  if (availableSystems(state).length > 0) types.push("system");
  return types;
}

/**
 * After any change of selections the bet type follows the slip: one selection is a single; a new
 * leg on a different match makes an accumulator of a single; a type the legs no longer allow falls
 * back (system → accumulator → single). Bankers of removed legs go.
 */
function settle(state: SlipState, grew: boolean): SlipState {
  const keys = new Set(state.selections.map(selectionKey));
  const bankers = state.bankers.filter((key) => keys.has(key));
  const stakes = Object.fromEntries(Object.entries(state.stakes).filter(([key]) => keys.has(key)));
  const next = { ...state, bankers, stakes };
  const types = availableBetTypes(next);
  let betType = next.betType;
  if (grew && betType === "single" && types.includes("accumulator")) betType = "accumulator";
  if (!types.includes(betType)) betType = types.includes("accumulator") ? "accumulator" : "single";
  const systems = availableSystems(next);
  const system =
    betType === "system" ? (systems.includes(next.system as SlipSystem) ? next.system : systems[0]!) : null;
  return { ...next, betType, system, bankers: betType === "system" ? bankers : [] };
}

/**
 * Tapping a price: a selected outcome comes off the slip; another outcome of the same market
 * takes its place (a market has one answer); otherwise the outcome is added.
 */
export function toggleSelection(state: SlipState, selection: SlipSelection): SlipState {
  const key = selectionKey(selection);
  if (state.selections.some((held) => selectionKey(held) === key)) return removeSelection(state, key);
  const others = state.selections.filter(
    (held) => !(held.event_id === selection.event_id && held.market_key === selection.market_key),
  );
  if (others.length >= MAX_SELECTIONS) return state;
  return settle({ ...state, selections: [...others, selection] }, others.length === state.selections.length);
}

export function removeSelection(state: SlipState, key: string): SlipState {
  return settle(
    { ...state, selections: state.selections.filter((held) => selectionKey(held) !== key) },
    false,
  );
}

export function clearSlip(state: SlipState): SlipState {
  return { ...EMPTY_SLIP, priceChange: state.priceChange, oddsFormat: state.oddsFormat, stake: state.stake };
}

export function setBetType(state: SlipState, betType: SlipBetType, system?: SlipSystem): SlipState {
  if (!availableBetTypes(state).includes(betType)) return state;
  return settle({ ...state, betType, system: system ?? state.system }, false);
}

/** A banker is in every combination; there must stay 3 or 4 legs for the system around it. */
export function toggleBanker(state: SlipState, key: string): SlipState {
  if (state.betType !== "system" || !state.selections.some((s) => selectionKey(s) === key)) return state;
  const bankers = state.bankers.includes(key)
    ? state.bankers.filter((banker) => banker !== key)
    : [...state.bankers, key];
  const next = { ...state, bankers };
  if (availableSystems(next).length === 0) return state;
  return settle(next, false);
}

export function setStake(state: SlipState, stake: string, key?: string): SlipState {
  return key === undefined ? { ...state, stake } : { ...state, stakes: { ...state.stakes, [key]: stake } };
}

/** New prices the player accepted (after "ask me", or a live change): the slip's prices move. */
export function updatePrices(
  state: SlipState,
  prices: readonly { event_id: string; market_key: string; outcome_id: string; price_milli: number }[],
): SlipState {
  const byKey = new Map(prices.map((p) => [selectionKey(p), p.price_milli]));
  return {
    ...state,
    selections: state.selections.map((s) => {
      const price = byKey.get(selectionKey(s));
      return price === undefined ? s : { ...s, price_milli: price };
    }),
  };
}

const isPrice = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 1000;

/**
 * A whole slip replaces the one held (a booking code loaded): the player's preferences and unit
 * stake stay, the bet type follows the legs as if they had been tapped one by one.
 */
export function replaceSelections(state: SlipState, selections: readonly SlipSelection[]): SlipState {
  const distinct = new Map(selections.map((s) => [selectionKey(s), s]));
  const next = { ...clearSlip(state), selections: [...distinct.values()].slice(0, MAX_SELECTIONS) };
  return settle({ ...next, betType: "single" }, next.selections.length > 1);
}

/** What localStorage held, checked field by field: a stored slip of an older shape is not trusted. */
export function parseSlip(text: string | null): SlipState {
  if (!text) return EMPTY_SLIP;
  try {
    const raw = JSON.parse(text) as Partial<SlipState>;
    const selections = Array.isArray(raw.selections)
      ? raw.selections
          .filter(
            (s): s is SlipSelection =>
              typeof s?.event_id === "string" &&
              typeof s.market_key === "string" &&
              typeof s.outcome_id === "string" &&
              Number.isSafeInteger(s.price_milli) &&
              s.price_milli >= 1000 &&
              typeof s.event_name === "string" &&
              typeof s.market_name === "string" &&
              typeof s.outcome_name === "string",
          )
          .map(({ was_price_milli, offered_price_milli, status, ...s }) => ({
            ...s,
            live: s.live === true,
            ...(isPrice(was_price_milli) ? { was_price_milli } : {}),
            ...(isPrice(offered_price_milli) ? { offered_price_milli } : {}),
            ...(status === "suspended" || status === "closed" ? { status } : {}),
          }))
          .slice(0, MAX_SELECTIONS)
      : [];
    const state: SlipState = {
      ...EMPTY_SLIP,
      selections,
      bankers: Array.isArray(raw.bankers) ? raw.bankers.filter((b) => typeof b === "string") : [],
      betType: raw.betType === "accumulator" || raw.betType === "system" ? raw.betType : "single",
      system: typeof raw.system === "string" ? (raw.system as SlipSystem) : null,
      stake: typeof raw.stake === "string" ? raw.stake : "",
      stakes:
        raw.stakes && typeof raw.stakes === "object"
          ? Object.fromEntries(Object.entries(raw.stakes).filter(([, v]) => typeof v === "string"))
          : {},
      priceChange: raw.priceChange === "any" || raw.priceChange === "higher" ? raw.priceChange : "ask",
      oddsFormat: ODDS_FORMATS.includes(raw.oddsFormat as OddsFormat)
        ? (raw.oddsFormat as OddsFormat)
        : "decimal",
    };
    return settle(state, false);
  } catch {
    return EMPTY_SLIP;
  }
}
