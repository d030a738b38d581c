import type { LinksFunction } from "react-router";
import lottoResultsCss from "../features/lotto-results/lotto-results.css?url";
import { numbersLoader } from "../features/lotto-results/lotto-results.server.ts";
import { NumbersPage } from "../features/lotto-results/numbers-page.tsx";
import pagerCss from "../shell/paging/pager.css?url";
import type { Route } from "./+types/lotto-numbers";

/** Spec §2 /lotto/numbers: past results per game and the numbers' statistics. */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: lottoResultsCss },
  { rel: "stylesheet", href: pagerCss },
];

export function loader({ url, context }: Route.LoaderArgs) {
  return numbersLoader(url, context);
}

export default function LottoNumbers({ loaderData }: Route.ComponentProps) {
  return <NumbersPage data={loaderData} />;
}
