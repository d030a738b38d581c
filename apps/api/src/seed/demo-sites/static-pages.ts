import type { DemoSite, Localized, SeoEntry } from "../demo-site.ts";
import { appPagesSeo } from "./app-pages-seo.ts";
import { pagesEn } from "./static-pages-en.ts";
import { pagesFr } from "./static-pages-fr.ts";
import { pagesPt } from "./static-pages-pt.ts";
import { pagesSw } from "./static-pages-sw.ts";

/** Facts about an operator that its legal and help pages quote. */
export interface Operator {
  site: string;
  company: string;
  regulator: string;
  licence: string;
  email: string;
  phone: string;
  /** Where complaints go after the operator's own process, e.g. the regulator's ADR service. */
  adr: string;
}

export const STATIC_SLUGS = [
  "about-us",
  "terms-and-conditions",
  "responsible-gaming",
  "privacy-policy",
] as const;
export type StaticSlug = (typeof STATIC_SLUGS)[number];

export interface PageText {
  title: string;
  keywords: string;
  body: { heading?: string; text: string }[];
}

export type PageWriter = (operator: Operator) => Record<StaticSlug, PageText>;

const writers: Record<string, PageWriter> = { en: pagesEn, fr: pagesFr, sw: pagesSw, pt: pagesPt };

function writerFor(locale: string): PageWriter {
  const writer = writers[locale];
  if (!writer) throw new Error(`No static page texts for locale ${locale}`);
  return writer;
}

/** The four static pages of a site, in each of its languages. */
export function staticPages(operator: Operator, languages: string[]): DemoSite["pages"] {
  const byLocale = languages.map((locale) => [locale, writerFor(locale)(operator)] as const);
  return STATIC_SLUGS.map((slug) => ({
    slug,
    content: Object.fromEntries(
      byLocale.map(([locale, pages]) => [locale, { title: pages[slug].title, body: pages[slug].body }]),
    ),
  }));
}

/** SEO entries for "/" (given), the application pages and every static page (from the page texts). */
export function siteSeo(
  operator: Operator,
  languages: string[],
  home: Localized<Omit<SeoEntry, "og_image">>,
  ogImage: string,
): DemoSite["seo"] {
  const seo: DemoSite["seo"] = {
    "/": Object.fromEntries(
      Object.entries(home).map(([locale, entry]) => [locale, { ...entry, og_image: ogImage }]),
    ),
    ...appPagesSeo(operator.site, languages, ogImage),
  };
  for (const slug of STATIC_SLUGS) {
    seo[`/${slug}`] = Object.fromEntries(
      languages.map((locale) => {
        const page = writerFor(locale)(operator)[slug];
        const first = page.body[0]?.text ?? page.title;
        const description = first.length > 155 ? `${first.slice(0, 152).trimEnd()}...` : first;
        return [
          locale,
          {
            h1: page.title,
            title: `${page.title} | ${operator.site}`,
            description,
            keywords: page.keywords,
            og_image: ogImage,
          },
        ];
      }),
    );
  }
  return seo;
}
