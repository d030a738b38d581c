import { MAX_WALLET_CALL_AMOUNT } from "@platform/contracts";
import type { enabledGames } from "../db/schema.ts";
import type { Site } from "../sites/site-repository.ts";
import { settingAmount } from "../wallet/amounts.ts";
import type { RoundRow } from "./game-store.ts";
import { WalletFailure } from "./wallet-failure.ts";

/*
 * What a round may win, the same for every product (slots now, crash and sports later): its live
 * stakes × the game's published maximum multiplier, and never more than the site's maximum win per
 * bet for each of its bets (docs/decisions/027-win-limits-and-bounds.md).
 */

export type EnabledGame = typeof enabledGames.$inferSelect;

/** Multipliers are kept with four decimals; compared in integers of 1/10,000. */
const MULTIPLIER_SCALE = 10_000n;

/** "351.6" → 3_516_000n (1/10,000 of the stake); the database keeps at most four decimals. */
export function scaledMultiplier(decimal: string): bigint {
  const [whole = "0", fraction = ""] = decimal.split(".");
  return BigInt(whole) * MULTIPLIER_SCALE + BigInt(fraction.padEnd(4, "0").slice(0, 4));
}

/** A multiplier as the catalogue publishes it (a JSON number), rounded up to four decimals. */
export function multiplierDecimal(published: number): string {
  const scaled = BigInt(Math.ceil(published * Number(MULTIPLIER_SCALE) - 1e-6));
  const fraction = (scaled % MULTIPLIER_SCALE).toString().padStart(4, "0").replace(/0+$/, "");
  return `${scaled / MULTIPLIER_SCALE}${fraction ? `.${fraction}` : ""}`;
}

export interface WinLimit {
  /** The round's stakes not given back by rollbacks. */
  stakes: bigint;
  multiplier: string;
  /** The most the round's wins may add up to. */
  cap: bigint;
}

/** The round's cap: min(live stakes × multiplier, max win per bet × live bets). */
export function winLimit(
  site: Site,
  round: Pick<RoundRow, "stake" | "refunded" | "bets" | "rolledBack">,
  game: EnabledGame | null | undefined,
): WinLimit {
  const stakes = round.stake - round.refunded;
  const multiplier = game?.maxWinMultiplier ?? "0";
  const byGame = (stakes * scaledMultiplier(multiplier)) / MULTIPLIER_SCALE;
  const liveBets = BigInt(Math.max(0, round.bets - round.rolledBack));
  const bySite = settingAmount(site, site.settings.max_win_per_bet) * liveBets;
  return { stakes, multiplier, cap: byGame < bySite ? byGame : bySite };
}

/** A win above its round's cap: refused, kept, and raised to the operator. */
export class WinLimitExceeded extends WalletFailure {
  constructor(
    readonly limit: WinLimit,
    readonly won: bigint,
  ) {
    super(
      "RS_ERROR_WIN_LIMIT_EXCEEDED",
      "This win would take the round's wins past the most its stakes may win.",
    );
    this.name = "WinLimitExceeded";
  }
}

/** Refuses a win that, with the round's wins so far, passes the round's cap (`game`: the round's, as enabled). */
export function assertWithinWinLimit(
  site: Site,
  round: RoundRow,
  game: EnabledGame | null,
  amount: bigint,
): void {
  if (amount === 0n) return;
  const limit = winLimit(site, round, game);
  if (round.win + amount > limit.cap) throw new WinLimitExceeded(limit, round.win + amount);
}

/** One call moves at most MAX_WALLET_CALL_AMOUNT. */
export function assertCallAmount(amount: bigint): void {
  if (amount > BigInt(MAX_WALLET_CALL_AMOUNT)) {
    throw new WalletFailure(
      "RS_ERROR_LIMIT_EXCEEDED",
      `One call moves at most ${MAX_WALLET_CALL_AMOUNT} minor units.`,
    );
  }
}

export const balanceLimitFailure = () =>
  new WalletFailure(
    "RS_ERROR_LIMIT_EXCEEDED",
    "This would take the player's balance past the most an account may hold.",
  );
