import { type HeadersFunction, type LinksFunction, redirect } from "react-router";
import { GameDetailPage } from "../features/games/game-detail-page.tsx";
import gamesCss from "../features/games/games.css?url";
import { GameNotOffered, loadGame } from "../features/games/load-catalogue.server.ts";
import { loadAggregatorAccount, requireAggregator } from "../shell/aggregator/aggregator-account.server.ts";
import { CRASH_GAME_SLUG, CRASH_PATH } from "../shell/aggregator/game-href.ts";
import { notFound } from "../shell/not-found.ts";
import { shellContext } from "../shell/shell-context.ts";
import type { Route } from "./+types/game-detail";

/** The aggregator's slugs: lower-case letters, digits and dashes. */
const SLUG = /^[a-z0-9-]{1,100}$/;

/** Spec §2 /games/{slug}: a game's detail page, rendered on the server, and its Play button. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: gamesCss }];

/** The page carries the player's launch token: no shared cache may keep it. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ url, params, context }: Route.LoaderArgs) {
  requireAggregator(context);
  if (!SLUG.test(params.slug)) throw notFound();
  // The crash game has no detail page: it plays on its own (issue 18).
  if (params.slug === CRASH_GAME_SLUG) throw redirect(CRASH_PATH);
  const account = await loadAggregatorAccount(context, url);
  if (!account) return { slug: params.slug, account, game: null };
  try {
    const game = await loadGame(context, account, {
      slug: params.slug,
      locale: context.get(shellContext).locale,
    });
    return { slug: params.slug, account, game };
  } catch (error) {
    // A game this site does not offer has no page.
    if (error instanceof GameNotOffered) throw notFound();
    throw error;
  }
}

export default function GameDetail({ loaderData }: Route.ComponentProps) {
  return <GameDetailPage account={loaderData.account} slug={loaderData.slug} game={loaderData.game} />;
}
