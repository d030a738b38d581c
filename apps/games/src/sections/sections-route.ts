import { aggregatorSectionsSchema, successEnvelope } from "@platform/contracts";
import { Cache } from "@platform/server/cache";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Artwork } from "../catalogue/art.ts";
import type { Catalogue } from "../catalogue/catalogue.ts";
import type { GamesDatabase } from "../db/database.ts";
import { errorResponses, publicBase } from "../http/responses.ts";
import type { Operators } from "../operators/operators.ts";
import type { Clock } from "../shared/clock.ts";
import { buildSections, loadPlayStats, type PlayStats } from "./sections.ts";

export interface SectionsRouteOptions {
  db: GamesDatabase;
  catalogue: Catalogue;
  operators: Operators;
  art: Map<string, Artwork>;
  publicUrl: string | undefined;
  clock: Clock;
}

/** Every home page render may ask; play statistics a few seconds old are fine. */
const TTL_MS = 10_000;

export const sectionsRoute: FastifyPluginAsyncZod<SectionsRouteOptions> = async (app, options) => {
  const { db, catalogue, operators, art, clock } = options;
  const stats = new Cache<PlayStats | null>({ ttlMs: TTL_MS, max: 1000 });
  app.get(
    "/v1/operators/:id/sections",
    {
      schema: {
        tags: ["content"],
        summary: "Home sections (spec §9 order) computed from this operator's play",
        description:
          "trending: most rounds in 24 h; slots_carousel: the slots in catalogue order; highest_paying: highest published RTP; hot: highest realised return over the last 24 h (games with at least 20 settled rounds); recent_biggest_wins: largest real-money wins (above the stake) of the last 7 days. Catalogue order fills in where there is little play.",
        params: z.object({ id: z.string().min(1).max(50) }),
        response: { 200: successEnvelope(aggregatorSectionsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const operator = await operators.require(request.params.id);
      const offered = (await catalogue.forOperator(operator.id)).filter((game) => game.playable);
      const played = await stats.get(operator.id, () => loadPlayStats(db, operator.id, clock()));
      const base = publicBase(request, options.publicUrl);
      const image = (slug: string) => {
        const artwork = art.get(slug);
        return `${base}/art/${slug}.svg${artwork ? `?v=${artwork.version}` : ""}`;
      };
      return { status: "success" as const, data: { sections: buildSections(offered, played!, image) } };
    },
  );
};
