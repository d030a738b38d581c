import type { LinksFunction } from "react-router";
import referralCss from "../features/referral/referral.css?url";
import { referralLoader } from "../features/referral/referral.server.ts";
import { ReferralPage } from "../features/referral/referral-page.tsx";
import pagerCss from "../shell/paging/pager.css?url";
import type { Route } from "./+types/referral";

/** Serves /account/referral and /users/referral (bring-a-friend). */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: referralCss },
  { rel: "stylesheet", href: pagerCss },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  return referralLoader(url, context);
}

export default function Referral({ loaderData }: Route.ComponentProps) {
  return <ReferralPage data={loaderData} />;
}
