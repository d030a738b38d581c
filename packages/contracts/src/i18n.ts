import { z } from "zod";

export const dictionarySchema = z.record(z.string(), z.string());

/** A language code as sites offer them: en, fr, sw, pt-BR. */
export const localeSchema = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, "locale must be a language code such as en or fr");

export const localeQuerySchema = z.object({ locale: localeSchema, siteCode: z.string().min(1).max(50) });

export * from "./translate.ts";
