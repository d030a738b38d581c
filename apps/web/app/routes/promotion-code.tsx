import type { LinksFunction } from "react-router";
import { creditCodeAction, creditCodeLoader } from "../features/credit-codes/credit-code.server.ts";
import { CreditCodePage } from "../features/credit-codes/credit-code-page.tsx";
import creditCodesCss from "../features/credit-codes/credit-codes.css?url";
import type { Route } from "./+types/promotion-code";

/** Spec §2 /account/promotion-code (settings.show_menu_add_promotion_code). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: creditCodesCss }];

export function loader({ context }: Route.LoaderArgs) {
  return creditCodeLoader("promotion_code", context);
}

export async function action({ request, url, context }: Route.ActionArgs) {
  return creditCodeAction("promotion_code", request, url, context);
}

export default function PromotionCode({ actionData }: Route.ComponentProps) {
  return <CreditCodePage kind="promotion_code" result={actionData} />;
}
