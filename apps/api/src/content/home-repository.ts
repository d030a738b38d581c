import { gameCardSchema, type HomeContent } from "@platform/contracts";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { bigWins, games, homeBanners } from "../db/schema.ts";
import type { Site } from "../sites/site-repository.ts";
import type { CatalogueEntry, RecentWin } from "./home-sections.ts";

/** How many recent wins feed the "hot" rule and the wins ticker. */
const RECENT_WINS = 20;

/** The whole catalogue: a few dozen rows, cheaper to rank in memory than to query per section. */
export async function loadCatalogue(db: Database): Promise<CatalogueEntry[]> {
  const rows = await db.select().from(games);
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    provider: row.provider,
    category: row.category,
    rtp: row.rtp,
    // jsonb is untyped in the database: parse on the way out.
    art: gameCardSchema.shape.art.parse(row.art),
    ...(row.badge ? { badge: row.badge } : {}),
    popularity: row.popularity,
  }));
}

export async function loadRecentWins(db: Database, siteId: number): Promise<RecentWin[]> {
  return db
    .select({
      player: bigWins.player,
      gameSlug: bigWins.gameSlug,
      gameName: games.name,
      amountMinor: bigWins.amountMinor,
      multiplier: bigWins.multiplier,
      wonAt: bigWins.wonAt,
    })
    .from(bigWins)
    .innerJoin(games, eq(games.slug, bigWins.gameSlug))
    .where(eq(bigWins.siteId, siteId))
    .orderBy(desc(bigWins.wonAt))
    .limit(RECENT_WINS);
}

/** Banners in the locale, else in the site's default language. */
export async function loadBanners(db: Database, site: Site, locale: string): Promise<HomeContent["banners"]> {
  const locales = [...new Set([locale, site.defaultLanguage])];
  const rows = await db
    .select()
    .from(homeBanners)
    .where(and(eq(homeBanners.siteId, site.id), inArray(homeBanners.locale, locales)))
    .orderBy(asc(homeBanners.position));
  const chosen = locales
    .map((wanted) => rows.filter((row) => row.locale === wanted))
    .find((list) => list.length > 0);
  return (chosen ?? []).map(({ title, text, cta, to, tone }) => ({ title, text, cta, to, tone }));
}
