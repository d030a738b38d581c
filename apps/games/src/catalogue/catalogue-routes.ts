import { type GameSummary, gameDetailSchema, lobbySchema, successEnvelope } from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../http/http-error.ts";
import { errorResponses, publicBase } from "../http/responses.ts";
import type { Operators } from "../operators/operators.ts";
import type { SlotEngine } from "../play/engine.ts";
import type { Artwork } from "./art.ts";
import { CATEGORY_NAMES, type Catalogue, gameSummary, type OfferedGame } from "./catalogue.ts";
import { type GameWords, gameWords } from "./content/game-content.ts";

export interface CatalogueRoutesOptions {
  catalogue: Catalogue;
  operators: Operators;
  engine: SlotEngine;
  art: Map<string, Artwork>;
  publicUrl: string | undefined;
  /** Published maximum wins (multiples of the stake) of games the slot engine does not run (crash). */
  maxWins?: Record<string, number>;
}

const operatorId = z.string().min(1).max(50);

const lobbyQuerySchema = z.object({
  operator: operatorId,
  locale: z.string().min(2).max(10).optional(),
  /**
   * The site's products_allow entries `provider:gameId`, comma-separated (spec §3 featured games):
   * the aggregator does not read the platform's settings, so the site passes them.
   */
  featured: z.string().max(2000).optional(),
  category: z.string().max(50).optional(),
  provider: z.string().max(50).optional(),
  /** Search by name (case-insensitive, anywhere in the name). */
  q: z.string().trim().max(100).optional(),
});

/** `provider:gameId` entries → the offered games they name, in order, each once. */
export function featuredGames(entries: string[], games: OfferedGame[]): OfferedGame[] {
  const found: OfferedGame[] = [];
  for (const entry of entries) {
    const [provider, slug, ...rest] = entry.trim().split(":");
    if (!provider || !slug || rest.length > 0) continue;
    const game = games.find((candidate) => candidate.slug === slug && candidate.provider.id === provider);
    if (game && !found.includes(game)) found.push(game);
  }
  return found;
}

export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (app, options) => {
  const { catalogue, operators, engine, art } = options;
  const artUrl = (base: string, slug: string) => {
    const artwork = art.get(slug);
    return `${base}/art/${slug}.svg${artwork ? `?v=${artwork.version}` : ""}`;
  };
  // The platform keeps it and refuses a round's wins above stake × max_win (its decision 027).
  const maxWin = (slug: string) => {
    const published = engine.games.get(slug)?.definition.maxWin ?? options.maxWins?.[slug];
    return published ? { max_win: published } : {};
  };
  /** The lobby card in the request's language (names are brands: they stay). */
  const summary = (game: OfferedGame, base: string, words: GameWords): GameSummary => ({
    ...gameSummary(game, artUrl(base, game.slug)),
    lines: words.lines(game.lines),
    ...maxWin(game.slug),
  });

  app.get(
    "/v1/lobby",
    {
      schema: {
        tags: ["catalogue"],
        summary: "The operator's lobby: games (filtered), categories, providers, featured games",
        querystring: lobbyQuerySchema,
        response: { 200: successEnvelope(lobbySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { query } = request;
      const operator = await operators.require(query.operator);
      const offered = await catalogue.forOperator(operator.id);
      const base = publicBase(request, options.publicUrl);
      const words = gameWords(query.locale);
      const card = (game: OfferedGame) => summary(game, base, words);
      const needle = query.q?.toLowerCase();
      const games = offered.filter(
        (game) =>
          (!query.category || game.category === query.category) &&
          (!query.provider || game.provider.id === query.provider) &&
          (!needle || game.name.toLowerCase().includes(needle)),
      );
      const categories = [...new Set(offered.map((game) => game.category))].map((id) => ({
        id,
        name: words.category(id, CATEGORY_NAMES[id] ?? id),
      }));
      const providers = [...new Map(offered.map((game) => [game.provider.id, game.provider])).values()];
      const entries = [...(query.featured?.split(",") ?? []), ...operator.featured];
      return {
        status: "success" as const,
        data: {
          categories,
          providers,
          games: games.map(card),
          featured: featuredGames(entries, offered).map(card),
        },
      };
    },
  );

  app.get(
    "/v1/games/:slug",
    {
      schema: {
        tags: ["catalogue"],
        summary: "A game's facts, paytable, reel strips, rules and the operator's stakes",
        params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/) }),
        querystring: z.object({ operator: operatorId, locale: z.string().min(2).max(10).optional() }),
        response: { 200: successEnvelope(gameDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const operator = await operators.require(request.query.operator);
      const game = await catalogue.game(operator.id, request.params.slug);
      if (!game) throw notFound("This game is not offered here.");
      const definition = engine.games.get(game.slug)?.definition;
      const words = gameWords(request.query.locale);
      const { slug } = game;
      return {
        status: "success" as const,
        data: {
          ...summary(game, publicBase(request, options.publicUrl), words),
          description: words.description(slug, game.description),
          paytable: (definition?.paytable ?? []).map((entry) => ({
            ...entry,
            name: words.symbol(slug, entry.symbol, entry.name),
          })),
          reels: definition?.reels ?? [],
          rows: definition?.rows ?? 0,
          paylines: definition?.paylines ?? [],
          rules: (definition?.rules ?? []).map((rule) => words.rule(slug, rule)),
          bets: game.bets,
        },
      };
    },
  );

  app.get(
    "/art/:file",
    {
      schema: {
        tags: ["catalogue"],
        summary: "A game's artwork (SVG); the URL carries a content version, so it is cached for a year",
        params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,100}\.svg$/) }),
      },
    },
    async (request, reply) => {
      const artwork = art.get(request.params.file.replace(/\.svg$/, ""));
      if (!artwork) throw notFound("There is no such artwork.");
      return reply
        .header("content-type", "image/svg+xml")
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("cross-origin-resource-policy", "cross-origin")
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
        .send(artwork.body);
    },
  );
};
