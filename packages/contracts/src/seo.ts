import { z } from "zod";
import { localeSchema } from "./i18n.ts";

export const seoRequestSchema = z.object({
  locale: localeSchema,
  page_url: z.string().min(1).max(500).startsWith("/", "page_url must start with /"),
});
export type SeoRequest = z.infer<typeof seoRequestSchema>;

export const seoMetaSchema = z.object({ name: z.string(), content: z.string() });
export type SeoMeta = z.infer<typeof seoMetaSchema>;

export const seoResponseSchema = z.object({
  h1: z.string(),
  title: z.string(),
  meta: z.array(seoMetaSchema),
});
export type SeoResponse = z.infer<typeof seoResponseSchema>;
