import type { MessageCatalog } from "./catalog.ts";
import { en } from "./en.ts";
import { fr } from "./fr.ts";
import { pt } from "./pt.ts";
import { sw } from "./sw.ts";

const CATALOGS: Record<string, MessageCatalog> = { en, fr, sw, pt };

/** The catalog of a locale ("fr", "pt-BR" → pt), English when the language has none. */
export function messagesFor(locale: string | undefined): MessageCatalog {
  const language = locale?.split("-")[0]?.toLowerCase() ?? "en";
  return CATALOGS[language] ?? en;
}
