import { randomInt } from "node:crypto";
import { BOOKING_CODE_ALPHABET, type SportsBooking, type SportsSelection } from "@platform/contracts";
import { and, eq } from "drizzle-orm";
import { isUniqueViolation } from "../../crash/pg-errors.ts";
import type { GamesDatabase } from "../../db/database.ts";
import { sportsBookingCodes } from "../../db/schema.ts";
import { GamesError } from "../../http/http-error.ts";
import type { Clock } from "../../shared/clock.ts";
import { closedReason, loadSelections, selectionRef } from "./book-state.ts";

/*
 * Booking codes (docs/decisions/046-sports-betting.md): a slip's selections under a short code a
 * player shares (WhatsApp, a poster). Six characters of 31 (no 0/O, 1/I/L): about 887 million codes,
 * unambiguous read aloud. Loading one gives its selections at CURRENT prices, each flagged when the
 * price moved since the code was made or the market is no longer open, so the slip shows both.
 */

const LENGTH = 6;

export function newBookingCode(): string {
  let code = "";
  for (let i = 0; i < LENGTH; i++) code += BOOKING_CODE_ALPHABET[randomInt(BOOKING_CODE_ALPHABET.length)];
  return code;
}

export async function createBookingCode(
  deps: { db: GamesDatabase; clock: Clock },
  operatorId: string,
  selections: SportsSelection[],
): Promise<SportsBooking> {
  // Checked now: a code of selections the book does not have helps nobody.
  const states = await loadSelections(deps.db, selections.map(selectionRef));
  if (states.some((state) => !state)) {
    throw new GamesError(404, "RS_ERROR_SELECTION_NOT_FOUND", "A selection of this slip does not exist.");
  }
  for (let attempt = 0; ; attempt++) {
    const code = newBookingCode();
    try {
      await deps.db
        .insert(sportsBookingCodes)
        .values({ code, operatorId, selections, createdAt: deps.clock() });
      return loadBookingCode(deps, operatorId, code);
    } catch (error) {
      // A collision (one in ~887 million per code in use): draw again.
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

export async function loadBookingCode(
  deps: { db: GamesDatabase },
  operatorId: string,
  code: string,
): Promise<SportsBooking> {
  const [row] = await deps.db
    .select()
    .from(sportsBookingCodes)
    .where(
      and(eq(sportsBookingCodes.code, code.toUpperCase()), eq(sportsBookingCodes.operatorId, operatorId)),
    );
  if (!row) throw new GamesError(404, "RS_ERROR_BOOKING_CODE_NOT_FOUND", "There is no slip with this code.");
  const states = await loadSelections(deps.db, row.selections.map(selectionRef));
  return {
    code: row.code,
    selections: row.selections.map((selection, i) => {
      const state = states[i];
      const price = state?.priceMilli ?? null;
      return {
        ...selection,
        booked_price_milli: selection.price_milli,
        price_milli: price,
        price_changed: price !== selection.price_milli,
        open: closedReason(state) === null,
      };
    }),
  };
}
