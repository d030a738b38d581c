import type { SportsBooking, SportsFixtureDetail } from "@platform/contracts";
import { eventName } from "../fixture-row.tsx";
import { marketName, outcomeName } from "../market-names.ts";
import type { NameLeg } from "./slip-prices.ts";
import type { SlipSelection } from "./slip-state.ts";

/*
 * Booking codes from the slip (issue 19, decision 046): `POST /v1/sports/booking-codes` makes a
 * code of the slip's selections (public: a visitor shares too), `GET .../booking-codes/:code`
 * answers them at current prices. The answer names ids only; the legs are named from each match
 * as the catalogue shows it, in the player's words, as a page would.
 */

type Translate = (key: string, params?: Record<string, string | number>) => string;

export interface BookingSource {
  url: string;
  operator: string;
}

export type BookingAnswer =
  | { kind: "ok"; booking: SportsBooking }
  | { kind: "not_found" }
  | { kind: "failed" };

const base = (source: BookingSource) => source.url.replace(/\/+$/, "");
const operatorQuery = (source: BookingSource) => `operator=${encodeURIComponent(source.operator)}`;

async function answer(response: Response): Promise<BookingAnswer> {
  if (response.status === 404) return { kind: "not_found" };
  if (!response.ok) return { kind: "failed" };
  const body = (await response.json()) as { data: SportsBooking };
  return { kind: "ok", booking: body.data };
}

export async function createBooking(
  source: BookingSource,
  selections: readonly SlipSelection[],
): Promise<BookingAnswer> {
  try {
    const response = await fetch(`${base(source)}/v1/sports/booking-codes?${operatorQuery(source)}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        selections: selections.map((s) => ({
          event_id: s.event_id,
          market_key: s.market_key,
          outcome_id: s.outcome_id,
          price_milli: s.price_milli,
        })),
      }),
    });
    return await answer(response);
  } catch {
    return { kind: "failed" };
  }
}

export async function fetchBooking(source: BookingSource, code: string): Promise<BookingAnswer> {
  try {
    const response = await fetch(
      `${base(source)}/v1/sports/booking-codes/${encodeURIComponent(code)}?${operatorQuery(source)}`,
      { headers: { accept: "application/json" } },
    );
    return await answer(response);
  } catch {
    return { kind: "failed" };
  }
}

/** The matches of a booking as the catalogue shows them now; a match it no longer has is left out. */
export async function fetchBookedFixtures(
  source: BookingSource,
  booking: SportsBooking,
): Promise<SportsFixtureDetail[]> {
  const ids = [...new Set(booking.selections.map((s) => s.event_id))];
  const fixtures = await Promise.all(
    ids.map(async (id) => {
      try {
        const response = await fetch(
          `${base(source)}/v1/sports/fixtures/${encodeURIComponent(id)}?${operatorQuery(source)}`,
          { headers: { accept: "application/json" } },
        );
        return response.ok ? ((await response.json()) as { data: SportsFixtureDetail }).data : null;
      } catch {
        return null;
      }
    }),
  );
  return fixtures.filter((f): f is SportsFixtureDetail => f !== null);
}

/** The teams of a booked match, as the page needs them to name its legs. */
export type BookedFixture = Pick<SportsFixtureDetail, "id" | "home" | "away" | "status"> & {
  suspended: string[];
};

export function bookedFixture(fixture: SportsFixtureDetail): BookedFixture {
  return {
    id: fixture.id,
    home: fixture.home,
    away: fixture.away,
    status: fixture.status,
    suspended: fixture.markets.filter((m) => m.status === "suspended").map((m) => m.key),
  };
}

/** Names each booked leg from its match; a match the catalogue no longer has keeps its ids. */
export function namer(t: Translate, fixtures: readonly BookedFixture[]): NameLeg {
  const byId = new Map(fixtures.map((f) => [f.id, f]));
  return (leg) => {
    const fixture = byId.get(leg.event_id);
    const teams = fixture ? { home: fixture.home, away: fixture.away } : { home: "1", away: "2" };
    return {
      event_name: fixture ? eventName(fixture) : leg.event_id,
      market_name: marketName(t, leg.market_key),
      outcome_name: outcomeName(t, leg.market_key, leg.outcome_id, teams),
      live: fixture?.status === "live",
      suspended: fixture?.suspended.includes(leg.market_key) ?? false,
    };
  };
}

/** The link a booking code is shared by. */
export const bookingPath = (code: string) => `/sports/booking/${code}`;
