import type { LinksFunction } from "react-router";
import { ClaimPanel } from "../features/promotions/claim-panel.tsx";
import { PromotionArticle } from "../features/promotions/promotion-detail-page.tsx";
import promotionsCss from "../features/promotions/promotions.css?url";
import { claimAction, retentionOfferLoader } from "../features/promotions/promotions.server.ts";
import formsCss from "../shell/forms/forms.css?url";
import { useT } from "../shell/use-shell.ts";
import type { Route } from "./+types/retention-offer";

/** Spec §2 /promotions/retention-offer/{id}: only the player it was made to; anyone else gets 404. */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: formsCss },
  { rel: "stylesheet", href: promotionsCss },
];

export function loader({ params, context }: Route.LoaderArgs) {
  return retentionOfferLoader(params.id, context);
}

export function action({ params, request, url, context }: Route.ActionArgs) {
  return claimAction({ promotionId: params.id }, request, url, context);
}

export default function RetentionOfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { offer } = loaderData;
  return (
    <PromotionArticle
      promotion={offer.promotion}
      back={false}
      claim={
        <ClaimPanel
          state={offer.accepted_at ? "claimed" : "claimable"}
          progress={null}
          result={actionData}
          labels={{ claim: t("offer.accept"), claimed: t("offer.accepted") }}
        />
      }
    />
  );
}
