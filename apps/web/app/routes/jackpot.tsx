import type { LinksFunction } from "react-router";
import jackpotCss from "../features/jackpot/jackpot.css?url";
import { jackpotListLoader } from "../features/jackpot/jackpot.server.ts";
import { JackpotListPage } from "../features/jackpot/jackpot-list-page.tsx";
import type { Route } from "./+types/jackpot";

/** Spec §2 /jackpot: the site's must-drop jackpots, their amounts live (docs/decisions/042). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: jackpotCss }];

export function loader({ context }: Route.LoaderArgs) {
  return jackpotListLoader(context);
}

export default function Jackpots({ loaderData }: Route.ComponentProps) {
  return <JackpotListPage data={loaderData} />;
}
