import {
  type AggregatorAccount,
  bookingCodeSchema,
  type SportsBooking,
  sportsBookingSchema,
  successEnvelope,
} from "@platform/contracts";
import { data, type RouterContextProvider, redirect } from "react-router";
import { loadAggregatorAccount } from "../../../shell/aggregator/aggregator-account.server.ts";
import { aggregatorLinkContext } from "../../../shell/aggregator-link.ts";
import { logger } from "../../../shell/logger.ts";
import { notFound } from "../../../shell/not-found.ts";
import { shellContext } from "../../../shell/shell-context.ts";
import { sportsOffered } from "../sports-access.ts";
import { loadFixture, loadSlipRules } from "../sports-api.server.ts";
import type { SlipData } from "../sports-pages.server.ts";
import { type BookedFixture, bookedFixture, bookingPath } from "./booking-client.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

/*
 * A booking code's link, /sports/booking/:code (issue 19): the server asks the aggregator for the
 * code's selections at current prices and for their matches (to name the legs), so the page comes
 * with the slip loaded, before hydration and without JavaScript. The slip's load form without
 * JavaScript is a GET of /sports/booking?booking_code=…, sent on to the code's link.
 */

const TIMEOUT_MS = 3_000;

export type BookingProblem = "invalid" | "not_found" | "unavailable";

export interface BookingData extends SlipData {
  code: string;
  booking: SportsBooking | null;
  fixtures: BookedFixture[];
  problem: BookingProblem | null;
}

type Loaded = { kind: "ok"; booking: SportsBooking } | { kind: "not_found" } | { kind: "unavailable" };

async function loadBooking(
  context: ContextReader,
  account: AggregatorAccount,
  code: string,
): Promise<Loaded> {
  const link = context.get(aggregatorLinkContext);
  const base = (link?.baseUrl ?? account.url).replace(/\/+$/, "");
  const send = link?.transport ?? ((request: Request) => fetch(request));
  const path = `/v1/sports/booking-codes/${code}?${new URLSearchParams({ operator: account.account })}`;
  try {
    const response = await send(
      new Request(`${base}${path}`, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }),
    );
    if (response.status === 404) return { kind: "not_found" };
    if (!response.ok) throw new Error(`aggregator answered ${response.status} for ${path}`);
    const answer = successEnvelope(sportsBookingSchema).safeParse(await response.json());
    if (!answer.success) throw new Error(`${path} is not the contract's: ${answer.error.message}`);
    return { kind: "ok", booking: answer.data.data };
  } catch (error) {
    logger.warn("sports booking code unavailable", error);
    return { kind: "unavailable" };
  }
}

export async function bookingLoader(context: ContextReader, url: URL, param: string | undefined) {
  const settings = context.get(shellContext).settings;
  if (!sportsOffered(settings)) throw notFound();
  const typed = (param ?? url.searchParams.get("booking_code") ?? "").trim().toUpperCase();
  const code = bookingCodeSchema.safeParse(typed);
  // The load form's GET: on to the code's own link, the one a player shares.
  if (param === undefined && code.success) throw redirect(bookingPath(code.data));

  const account = await loadAggregatorAccount(context, url);
  const currency = account?.currency ?? settings.currency_code;
  const slip: SlipData = account
    ? {
        account: {
          url: account.url,
          operator: account.account,
          token: account.mode === "real" ? account.token : null,
        },
        rules: await loadSlipRules(context, account),
        currency,
      }
    : { account: null, rules: null, currency };
  const answer = (problem: BookingProblem | null, rest: Partial<BookingData> = {}, status = 200) =>
    data<BookingData>(
      { ...slip, code: typed.slice(0, 12), booking: null, fixtures: [], problem, ...rest },
      { status },
    );

  if (param === undefined || !code.success) return answer("invalid", {}, 400);
  if (!account) return answer("unavailable", {}, 503);
  const loaded = await loadBooking(context, account, code.data);
  if (loaded.kind === "not_found") return answer("not_found", {}, 404);
  if (loaded.kind === "unavailable") return answer("unavailable", {}, 503);
  const ids = [...new Set(loaded.booking.selections.map((s) => s.event_id))];
  // A match the catalogue no longer has is still a leg of the code: it shows, closed, by its id.
  const fixtures = await Promise.all(ids.map((id) => loadFixture(context, account, id).catch(() => null)));
  return answer(null, {
    code: loaded.booking.code,
    booking: loaded.booking,
    fixtures: fixtures.flatMap((f) => (f ? [bookedFixture(f)] : [])),
  });
}
