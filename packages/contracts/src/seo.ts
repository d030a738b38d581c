import { z } from "zod";

export const seoRequestSchema = z.object({
  locale: z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, "locale must be a language code such as en or fr"),
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
