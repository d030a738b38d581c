import {
  DRAW_GAME_PRODUCTS,
  DRAW_GAMES,
  type DrawGame,
  isProductEnabled,
  LOTTO_MAX_LINE_SIZE,
  type LottoSettings,
  type Product,
  type SiteSettings,
  siteSettingsSchema,
} from "@platform/contracts";
import {
  checkNumberSelection,
  checkSelection,
  type DrawShape,
  LOTTO_5_90,
  LUCKY_NUMBER,
  type NumberSelection,
  numberPayout,
  type Paytable,
  payout,
  type SelectionInput,
} from "@platform/fair";
import type { Database } from "../db/database.ts";
import { sites } from "../db/schema.ts";

/*
 * Which draw games a site runs and by which rules: products_allow switches each game on (spec §4),
 * settings.lotto holds its timetable and paytables. The scheduler and the public routes read games
 * through here; settlement prices a ticket with `ticketPayout`.
 */

export function isDrawGame(game: string): game is DrawGame {
  return (DRAW_GAMES as readonly string[]).includes(game);
}

/** The site's products_allow switches the game on. */
export function isDrawGameEnabled(settings: Pick<SiteSettings, "products_allow">, game: DrawGame): boolean {
  return isProductEnabled(settings, DRAW_GAME_PRODUCTS[game] as Product);
}

/** The draw games a site runs, in the contracts' order (Lucky 5, 4, 3, Lucky Number). */
export function enabledDrawGames(settings: Pick<SiteSettings, "products_allow">): DrawGame[] {
  return DRAW_GAMES.filter((game) => isDrawGameEnabled(settings, game));
}

/** What a game draws: five balls of 1–90 for the 5/90 games, one for Lucky Number. */
export function drawShapeOf(game: DrawGame): DrawShape {
  return game === "number" ? LUCKY_NUMBER : LOTTO_5_90;
}

/** The most numbers on one line of the game (a Lucky Number bet is one pick). */
export function maxLineSizeOf(game: DrawGame): number {
  return game === "number" ? 1 : LOTTO_MAX_LINE_SIZE[game];
}

/** The 5/90 paytable of the site's settings, as @platform/fair reads it. */
export function paytableOf(lotto: LottoSettings): Paytable {
  return { multipliers: lotto.paytable };
}

/**
 * A ticket's result: its winning lines and its payout in minor units. 5/90 pays winning lines ×
 * stake per line × the site's multiplier; Lucky Number floor(stake × hundredths / 100) if it wins.
 * Throws (SelectionError or RangeError) on a selection that is not one of the game's bets.
 */
export function ticketPayout(
  game: DrawGame,
  selection: unknown,
  drawn: readonly number[],
  stakePerLine: bigint,
  lotto: LottoSettings,
): { winningLines: number; payout: bigint } {
  if (game === "number") {
    return numberPayout(
      checkNumberSelection(selection as NumberSelection),
      drawn,
      stakePerLine,
      lotto.number_paytable,
    );
  }
  const checked = checkSelection(selection as SelectionInput);
  return payout(checked, drawn, stakePerLine, paytableOf(lotto));
}

/** A site as the scheduler needs it: its settings parsed (defaults filled), its currency. */
export interface DrawSite {
  id: number;
  siteCode: string;
  settings: SiteSettings;
  /** settings.currency_code, upper case: the currency of its tickets and ledger accounts. */
  currency: string;
}

/**
 * Every site with its settings parsed the way the site resolver parses them. A site whose stored
 * settings no longer parse is returned in `invalid` rather than stopping the others' draws.
 */
export async function listDrawSites(db: Database): Promise<{ sites: DrawSite[]; invalid: string[] }> {
  const rows = await db
    .select({ id: sites.id, siteCode: sites.siteCode, name: sites.name, settings: sites.settings })
    .from(sites);
  const valid: DrawSite[] = [];
  const invalid: string[] = [];
  for (const row of rows) {
    const stored = typeof row.settings === "object" && row.settings !== null ? row.settings : {};
    const parsed = siteSettingsSchema.safeParse({ site: row.name, ...stored, site_code: row.siteCode });
    if (!parsed.success) {
      invalid.push(row.siteCode);
      continue;
    }
    valid.push({
      id: row.id,
      siteCode: row.siteCode,
      settings: parsed.data,
      currency: parsed.data.currency_code.toUpperCase(),
    });
  }
  return { sites: valid, invalid };
}
