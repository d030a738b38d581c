import type { LinksFunction } from "react-router";
import historyCss from "../features/history/history.css?url";
import { historyLoader } from "../features/history/history.server.ts";
import { HistoryPage } from "../features/history/history-page.tsx";
import { cardTableLinks } from "../shell/card-table/card-table-styles.ts";
import pagerCss from "../shell/paging/pager.css?url";
import type { Route } from "./+types/history";

/** Serves /account/history and /users/history. */
export const links: LinksFunction = () => [
  ...cardTableLinks("(min-width: 768px)"),
  { rel: "stylesheet", href: historyCss },
  { rel: "stylesheet", href: pagerCss },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  return historyLoader(url, context);
}

export default function History({ loaderData }: Route.ComponentProps) {
  return <HistoryPage data={loaderData} />;
}
