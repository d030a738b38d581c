import type { HeadersFunction, LinksFunction } from "react-router";
import { bookingLoader } from "../features/sports/slip/booking-page.server.ts";
import { BookingPage } from "../features/sports/slip/booking-page.tsx";
import sportsCss from "../features/sports/sports.css?url";
import type { Route } from "./+types/sports-booking";

/** A booking code's link (issue 19): the sportsbook with the code's slip loaded at today's prices. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: sportsCss }];

/** The page carries the player's launch token (the slip places with it): no shared cache may keep it. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export function loader({ url, context, params }: Route.LoaderArgs) {
  return bookingLoader(context, url, params.code);
}

export default function SportsBooking({ loaderData }: Route.ComponentProps) {
  return <BookingPage data={loaderData} />;
}
