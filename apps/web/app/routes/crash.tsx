import type { HeadersFunction, LinksFunction } from "react-router";
import crashCss from "../features/crash/crash.css?url";
import { CrashPage } from "../features/crash/crash-page.tsx";
import { CrashNotOffered, loadCrashRules } from "../features/crash/load-crash-rules.server.ts";
import gamesCss from "../features/games/games.css?url";
import { loadAggregatorAccount, requireAggregator } from "../shell/aggregator/aggregator-account.server.ts";
import { notFound } from "../shell/not-found.ts";
import { shellContext } from "../shell/shell-context.ts";
import type { Route } from "./+types/crash";

/** Spec §2 /crash: the multiplayer crash game of the aggregator (issue 18). */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: gamesCss },
  { rel: "stylesheet", href: crashCss },
];

/** The page carries the player's launch token: no shared cache may keep it. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAggregator(context);
  const account = await loadAggregatorAccount(context, url);
  if (!account) return { account, rules: null };
  try {
    return { account, rules: await loadCrashRules(context, account, context.get(shellContext).locale) };
  } catch (error) {
    // An aggregator that runs no crash game: the site has no crash page.
    if (error instanceof CrashNotOffered) throw notFound();
    throw error;
  }
}

export default function Crash({ loaderData }: Route.ComponentProps) {
  return <CrashPage account={loaderData.account} rules={loaderData.rules} />;
}
