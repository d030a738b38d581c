import type { LinksFunction } from "react-router";
import promotionsCss from "../features/promotions/promotions.css?url";
import { promotionsLoader } from "../features/promotions/promotions.server.ts";
import { PromotionsPage } from "../features/promotions/promotions-page.tsx";
import type { Route } from "./+types/promotions";

/** Spec §2 /promotions (settings.allow_promotion). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: promotionsCss }];

export function loader({ context }: Route.LoaderArgs) {
  return promotionsLoader(context);
}

export default function Promotions({ loaderData }: Route.ComponentProps) {
  return <PromotionsPage promotions={loaderData.promotions} />;
}
