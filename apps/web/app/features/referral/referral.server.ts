import {
  type ReferralCodeResponse,
  type ReferralFriendsResponse,
  type ReferralRewardsResponse,
  referralCodeResponseSchema,
  referralFriendsResponseSchema,
  referralRewardsResponseSchema,
} from "@platform/contracts";
import { type RouterContextProvider, redirect } from "react-router";
import { referralEnabled } from "../../shell/account-area/referral-enabled.ts";
import { apiFetch } from "../../shell/api-client.server.ts";
import { notFound } from "../../shell/not-found.ts";
import { pageCount, pageParam } from "../../shell/paging/paging.ts";
import { requireSession } from "../../shell/session/require-session.server.ts";
import { shellContext } from "../../shell/shell-context.ts";

export interface ReferralPageData {
  referral: ReferralCodeResponse;
  rewards: ReferralRewardsResponse;
  friends: ReferralFriendsResponse;
  page: number;
  pages: number;
}

/**
 * Spec §2 /account/referral and /users/referral: the three bring-a-friend calls of spec §7 at once.
 * The friends list is paged by `?page=` (10 a page); a page past the end goes to the last one.
 */
export async function referralLoader(
  url: URL,
  context: Readonly<RouterContextProvider>,
): Promise<ReferralPageData> {
  requireSession(context);
  const shell = context.get(shellContext);
  if (!referralEnabled(shell.settings)) throw notFound();
  const page = pageParam(url.searchParams);
  const [referral, rewards, friends] = await Promise.all([
    apiFetch(context, "/api/bring-a-friend/referral-code", referralCodeResponseSchema, { shell }),
    apiFetch(context, "/api/bring-a-friend/rewards", referralRewardsResponseSchema, { shell }),
    apiFetch(context, `/api/bring-a-friend/referral-friend?page=${page}`, referralFriendsResponseSchema, {
      shell,
    }),
  ]);
  const pages = pageCount(friends.total, friends.per_page);
  if (friends.total > 0 && page > pages) throw redirect(`${url.pathname}?page=${pages}`);
  return { referral, rewards, friends, page, pages };
}
