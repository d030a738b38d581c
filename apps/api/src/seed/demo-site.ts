import type { SiteSettingsInput } from "@platform/contracts";

/** Text in each of a site's languages, keyed by locale. */
export type Localized<T> = Record<string, T>;

export interface SeoEntry {
  h1: string;
  title: string;
  description: string;
  keywords?: string;
  /** Relative paths are made absolute by the API (spec §3). */
  og_image?: string;
}

/** A ready-made account for trying the site; the README lists them. */
export interface DemoPlayer {
  /** National number; the site's calling code is prefixed. */
  phone_number?: string;
  email?: string;
  password: string;
  full_name: string;
}

export interface DemoSite {
  site_code: string;
  /** Hosts that resolve to this site (`fe-domain`). */
  domains: string[];
  /** Every language the site offers; the first is its default. */
  languages: string[];
  settings: SiteSettingsInput;
  /** SEO per page_url, per locale. */
  seo: Record<string, Localized<SeoEntry>>;
  /** Static pages served at /{slug}. */
  pages: {
    slug: string;
    content: Localized<{ title: string; body: { heading?: string; text: string }[] }>;
  }[];
  /** Per-site overrides of the shared shell strings, by locale; a site's value wins. */
  translations?: Localized<Record<string, string>>;
  /** Hero banners on the home page. */
  banners: Localized<{ title: string; text: string; cta: string; to: string; tone: string }[]>;
  players?: DemoPlayer[];
}
