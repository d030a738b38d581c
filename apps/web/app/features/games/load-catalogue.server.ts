import {
  type AggregatorAccount,
  type GameDetail,
  gameDetailSchema,
  type Lobby,
  lobbySchema,
  successEnvelope,
} from "@platform/contracts";
import { Cache } from "@platform/server/cache";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { aggregatorLinkContext } from "../../shell/aggregator-link.ts";
import { logger } from "../../shell/logger.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

/** A page waits no longer than this for the catalogue; then the components load it themselves. */
const TIMEOUT_MS = 2_500;

/**
 * The catalogue is the same for every visitor of a site and language: a few seconds old is fine,
 * and a busy lobby then costs the aggregator one call per site, language and TTL.
 */
const lobbies = new Cache<Lobby>({ ttlMs: 15_000, staleIfErrorMs: 5 * 60_000, max: 200 });
const games = new Cache<GameDetail>({ ttlMs: 15_000, staleIfErrorMs: 5 * 60_000, max: 2_000 });

/** The aggregator answers a 404 for a game this operator does not offer. */
export class GameNotOffered extends Error {}

const trimmed = (url: string) => url.replace(/\/+$/, "");

/** The aggregator built its URLs (artwork) from the base this server called; players load the public one. */
function rehost(url: string, from: string, to: string): string {
  return from !== to && url.startsWith(`${from}/`) ? `${to}${url.slice(from.length)}` : url;
}

async function ask<T>(
  context: ContextReader,
  account: AggregatorAccount,
  path: string,
  schema: z.ZodType<T>,
): Promise<{ data: T; rehost: (url: string) => string }> {
  const link = context.get(aggregatorLinkContext);
  const publicUrl = trimmed(account.url);
  const base = link ? trimmed(link.baseUrl) : publicUrl;
  const send = link?.transport ?? ((request: Request) => fetch(request));
  const response = await send(
    new Request(`${base}${path}`, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }),
  );
  if (response.status === 404) throw new GameNotOffered(path);
  if (!response.ok) throw new Error(`aggregator answered ${response.status} for ${path}`);
  const answer = successEnvelope(schema).safeParse(await response.json());
  if (!answer.success) throw new Error(`aggregator answer is not the contract's: ${answer.error.message}`);
  return { data: answer.data.data as T, rehost: (url) => rehost(url, base, publicUrl) };
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/**
 * GET `<aggregator>/v1/lobby?operator&locale&featured`: the whole lobby (the page filters it), or
 * null when the aggregator cannot answer (the lobby element then loads it in the browser).
 */
export async function loadLobby(
  context: ContextReader,
  account: AggregatorAccount,
  { locale, featured }: { locale: string; featured: string },
): Promise<Lobby | null> {
  const path = `/v1/lobby?${query({ operator: account.account, locale, featured })}`;
  try {
    return await lobbies.get(`${account.url} ${path}`, async () => {
      const { data, rehost } = await ask(context, account, path, lobbySchema);
      const art = <T extends { art: string }>(game: T): T => ({ ...game, art: rehost(game.art) });
      return { ...data, games: data.games.map(art), featured: data.featured.map(art) };
    });
  } catch (error) {
    logger.warn(`lobby of ${account.account} unavailable`, error);
    return null;
  }
}

/**
 * GET `<aggregator>/v1/games/:slug?operator&locale`: the game page's details and paytable; null
 * when the aggregator cannot answer; throws GameNotOffered for a game this site does not offer.
 */
export async function loadGame(
  context: ContextReader,
  account: AggregatorAccount,
  { slug, locale }: { slug: string; locale: string },
): Promise<GameDetail | null> {
  const path = `/v1/games/${encodeURIComponent(slug)}?${query({ operator: account.account, locale })}`;
  try {
    return await games.get(`${account.url} ${path}`, async () => {
      const { data, rehost } = await ask(context, account, path, gameDetailSchema);
      return { ...data, art: rehost(data.art) };
    });
  } catch (error) {
    if (error instanceof GameNotOffered) throw error;
    logger.warn(`game ${slug} of ${account.account} unavailable`, error);
    return null;
  }
}
