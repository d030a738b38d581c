import type { LinksFunction } from "react-router";
import { ClaimPanel } from "../features/promotions/claim-panel.tsx";
import { PromotionArticle } from "../features/promotions/promotion-detail-page.tsx";
import promotionsCss from "../features/promotions/promotions.css?url";
import { claimAction, promotionDetailLoader } from "../features/promotions/promotions.server.ts";
import formsCss from "../shell/forms/forms.css?url";
import { useT } from "../shell/use-shell.ts";
import type { Route } from "./+types/promotion-detail";

/** Spec §2 /promotions/{slug}: the offer and, for a logged-in player, the claim button. */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: formsCss },
  { rel: "stylesheet", href: promotionsCss },
];

export function loader({ params, context }: Route.LoaderArgs) {
  return promotionDetailLoader(params.slug, context);
}

export function action({ params, request, url, context }: Route.ActionArgs) {
  return claimAction({ slug: params.slug }, request, url, context);
}

export default function PromotionDetail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { promotion } = loaderData;
  return (
    <PromotionArticle
      promotion={promotion}
      claim={
        <ClaimPanel
          state={promotion.player?.state ?? "claimable"}
          progress={promotion.player?.progress ?? null}
          result={actionData}
          labels={{ claim: t("promotions.claim"), claimed: t("promotions.claimed") }}
        />
      }
    />
  );
}
