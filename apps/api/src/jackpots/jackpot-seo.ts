import { JACKPOT_SLUG_PATTERN } from "@platform/contracts";
import type { Database } from "../db/database.ts";
import type { SeoEntry } from "../seo/find-seo-entry.ts";
import type { Site } from "../sites/site-repository.ts";
import { poolName } from "./drop.ts";
import { sitePool, sitePools } from "./jackpot-store.ts";

/** The list page's words when the site has no SEO entry of its own for /jackpot. */
const LIST: Record<string, { h1: string; description: string }> = {
  en: {
    h1: "Must-drop jackpots",
    description:
      "Every pool drops before its must-drop amount or its deadline. Its drop point is sealed at the start.",
  },
  fr: {
    h1: "Jackpots à chute garantie",
    description:
      "Chaque cagnotte tombe avant son montant maximal ou son échéance. Son point de chute est scellé dès le départ.",
  },
  sw: {
    h1: "Jackpot za lazima kuanguka",
    description:
      "Kila jackpot huanguka kabla ya kiwango chake cha juu au muda wake. Kiwango cha kuanguka hufungwa mwanzoni.",
  },
  pt: {
    h1: "Jackpots de queda garantida",
    description:
      "Cada jackpot cai antes do valor máximo ou do prazo. O seu ponto de queda é selado logo no início.",
  },
};

const DETAIL = /^\/jackpot\/([^/]+)$/;

/**
 * SEO of the jackpot pages: a heading for /jackpot on a site that has pools, and a pool's own
 * name for /jackpot/{slug}. A site's own SEO entries come first (page-seo.ts).
 */
export async function jackpotSeo(
  db: Database,
  site: Site,
  path: string,
  locale: string,
): Promise<SeoEntry | null> {
  const brand = site.settings.site;
  if (path === "/jackpot") {
    if ((await sitePools(db, site.id)).length === 0) return null;
    const text = LIST[locale] ?? LIST[site.defaultLanguage] ?? LIST.en!;
    return {
      h1: text.h1,
      title: `${text.h1} | ${brand}`,
      description: text.description,
      keywords: null,
      ogImage: null,
    };
  }
  const slug = DETAIL.exec(path)?.[1];
  if (!slug || !JACKPOT_SLUG_PATTERN.test(slug)) return null;
  const pool = await sitePool(db, site.id, slug);
  if (!pool) return null;
  const name = poolName(pool.names, locale, site.defaultLanguage, pool.slug);
  const list = LIST[locale] ?? LIST.en!;
  return {
    h1: name,
    title: `${name} | ${brand}`,
    description: list.description,
    keywords: null,
    ogImage: null,
  };
}
