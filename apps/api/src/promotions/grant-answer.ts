import type { Site } from "../sites/site-repository.ts";
import { formatMinor } from "../wallet/amounts.ts";
import { overviewOf } from "../wallet/overview.ts";
import type { PromotionDeps } from "./grant-promotion.ts";
import { type GrantRow, type PromotionRow, toProgress } from "./promotion-view.ts";

/** What a grant answers: the amount, where it went, the bonus's progress and the new balances. */
export async function grantAnswer(
  deps: PromotionDeps,
  site: Site,
  userId: string,
  grant: GrantRow,
  promotion: PromotionRow,
  locale: string | undefined,
  message: string,
) {
  return {
    status: "success" as const,
    message,
    data: {
      amount: formatMinor(site, grant.amount),
      credited_to: grant.credit as "cash" | "promo",
      progress: toProgress(site, grant, promotion, locale),
      overview: await overviewOf(deps.db, site, userId),
    },
  };
}
