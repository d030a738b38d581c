import type { HeadersFunction, LinksFunction } from "react-router";
import { loadAggregatorAccount, requireAggregator } from "../features/games/aggregator-account.server.ts";
import { GameDetailPage } from "../features/games/game-detail-page.tsx";
import gamesCss from "../features/games/games.css?url";
import { notFound } from "../shell/not-found.ts";
import type { Route } from "./+types/game-detail";

/** The aggregator's slugs: lower-case letters, digits and dashes. */
const SLUG = /^[a-z0-9-]{1,100}$/;

/** Spec §2 /games/{slug}: a game's detail page, and its Play button. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: gamesCss }];

/** The page carries the player's launch token: no shared cache may keep it. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ url, params, context }: Route.LoaderArgs) {
  requireAggregator(context);
  if (!SLUG.test(params.slug)) throw notFound();
  return { slug: params.slug, account: await loadAggregatorAccount(context, url) };
}

export default function GameDetail({ loaderData }: Route.ComponentProps) {
  return <GameDetailPage account={loaderData.account} slug={loaderData.slug} />;
}
