import type { LinksFunction } from "react-router";
import overviewCss from "../features/overview/overview.css?url";
import { overviewLoader } from "../features/overview/overview.server.ts";
import { OverviewPage } from "../features/overview/overview-page.tsx";
import { BonusProgress } from "../features/promotions/bonus-progress.tsx";
import promotionsCss from "../features/promotions/promotions.css?url";
import type { Route } from "./+types/overview";

/** Serves /account/overview and /users/overview (spec §2). */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: overviewCss },
  { rel: "stylesheet", href: promotionsCss },
];

export function loader({ context }: Route.LoaderArgs) {
  return overviewLoader(context);
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { bonus } = loaderData.details;
  return <OverviewPage data={loaderData} bonusProgress={bonus ? <BonusProgress progress={bonus} /> : null} />;
}
