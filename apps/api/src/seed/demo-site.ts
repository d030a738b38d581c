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
  /** Staff roles (an operator account), e.g. fica_reviewer. */
  roles?: string[];
}

export interface DemoSite {
  site_code: string;
  /** Hosts that resolve to this site (`fe-domain`); the first is the primary one links point to. */
  domains: string[];
  /** Scheme of links in messages; https unless the site is served over plain HTTP (the demo). */
  scheme?: "http" | "https";
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
  /** Payment methods, and vouchers and promotion codes to try (the README lists the codes). */
  cashier?: DemoCashier;
}

export interface DemoGateway {
  /** The adapter: sandbox-card, sandbox-mobile-money, sandbox-bank, mpesa. */
  code: string;
  direction: "deposit" | "withdraw";
  name: string;
  method: "card" | "mobile_money" | "bank";
  /** Deposit guide steps by locale. */
  guide?: Localized<string[]>;
}

export interface DemoCashier {
  gateways: DemoGateway[];
  /** Vouchers with known codes (a real voucher's code exists only on its card). */
  vouchers?: { code: string; amount: string; credit: "cash" | "promo" }[];
  promotionCodes?: { code: string; amount: string; credit: "cash" | "promo"; maxRedemptions?: number }[];
}
