import { redirect } from "react-router";
import { type ExcludedData, ExcludedPage } from "../features/safer-gambling/excluded-page.tsx";
import type { Route } from "./+types/excluded";

/**
 * /excluded?kind=&until=: where a time-out or self-exclusion lands the player, logged out. The
 * query only chooses what to say (nothing here grants or reveals anything), so it is read as is,
 * and anything malformed goes home.
 */
export function loader({ url }: Route.LoaderArgs): ExcludedData {
  const kind = url.searchParams.get("kind");
  const until = url.searchParams.get("until") ?? "";
  if ((kind !== "time_out" && kind !== "self_exclusion") || Number.isNaN(Date.parse(until))) {
    throw redirect("/");
  }
  return { kind, until: new Date(until).toISOString() };
}

export default function ExcludedRoute({ loaderData }: Route.ComponentProps) {
  return <ExcludedPage data={loaderData} />;
}
