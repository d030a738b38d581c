import { z } from "zod";
import { HOME_SECTIONS } from "./constants.ts";
import { localeSchema } from "./i18n.ts";
import { amountSchema } from "./money-schema.ts";

/** A game as the home page's sections show it (computed by the aggregator). */
export const gameCardSchema = z.object({
  slug: z.string(),
  name: z.string(),
  provider: z.string(),
  category: z.string(),
  rtp: z.string(),
  /** The artwork's two main colours: a gradient painted while the image loads (or if it fails). */
  art: z.object({ from: z.string(), to: z.string() }),
  /** Absolute URL of the game's artwork: an SVG the aggregator ships, 4:3. */
  image: z.string(),
  badge: z.string().optional(),
});
export type GameCard = z.infer<typeof gameCardSchema>;

export const bigWinSchema = z.object({
  player: z.string(),
  game: z.string(),
  game_slug: z.string(),
  /** Absolute URL of the game's artwork, as on its card. */
  image: z.string(),
  amount: amountSchema,
  multiplier: z.string(),
  won_at: z.string(),
});
export type BigWin = z.infer<typeof bigWinSchema>;

export const homeSectionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.enum(HOME_SECTIONS).exclude(["recent_biggest_wins"]), games: z.array(gameCardSchema) }),
  z.object({ type: z.literal("recent_biggest_wins"), wins: z.array(bigWinSchema) }),
]);
export type HomeSectionContent = z.infer<typeof homeSectionSchema>;

export const homeContentSchema = z.object({
  banners: z.array(
    z.object({ title: z.string(), text: z.string(), cta: z.string(), to: z.string(), tone: z.string() }),
  ),
  sections: z.array(homeSectionSchema),
});
export type HomeContent = z.infer<typeof homeContentSchema>;

export const homeQuerySchema = z.object({ locale: localeSchema.optional() });

export const staticPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Paragraph blocks of plain text; the web renders them, never raw HTML. */
  body: z.array(z.object({ heading: z.string().optional(), text: z.string() })),
  updated_at: z.string(),
});
export type StaticPage = z.infer<typeof staticPageSchema>;

export const staticPageQuerySchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/, "slug must be lower-case letters, digits and dashes"),
  locale: localeSchema,
});
