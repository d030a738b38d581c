import type {
  Dictionary,
  HomeContent,
  Overview,
  RealityCheck,
  SeoResponse,
  SiteSettings,
  ThemeName,
} from "@platform/contracts";
import type { ComponentType, ReactNode } from "react";
import type { Flash } from "./session/flash.ts";
import type { UserInfo } from "./session.ts";

/** Everything the server resolves once per request: tenant, locale, theme (ARCHITECTURE §Tenancy). */
export interface Shell {
  siteCode: string;
  settings: SiteSettings;
  locale: string;
  /** Languages offered in the header switcher. */
  languages: { value: string; label: string; flag?: string }[];
  theme: ThemeName;
  dictionary: Dictionary;
  /** Absolute origin of the current request, for canonical and og:image URLs. */
  origin: string;
  /** Where players reach the site as configured (scheme and primary domain), from the settings call. */
  publicOrigin: string;
}

export interface PageSeo {
  seo: SeoResponse | null;
}

/** A theme: its layout plus the screens it overrides. Shared screens live in features. */
export interface ThemeModule {
  name: ThemeName;
  Layout: ComponentType<{ children: ReactNode }>;
  HomePage: ComponentType<{ content: HomeContent }>;
}

/** What the page loader brings for the header's clock: the session's time on the server when it answered. */
export type SessionClock = Pick<
  RealityCheck,
  "elapsed_seconds" | "interval_minutes" | "next_check_in_seconds"
>;

/**
 * What the `page` layout route's loader answers (routes/page.tsx checks its answer against this
 * with `satisfies`): owned here so that shell code reads it without importing a route.
 */
export interface PageData {
  /** The page's own strings; the chrome's came with the site. */
  translations: Dictionary;
  seo: SeoResponse | null;
  user: UserInfo | null;
  balance: Overview | null;
  /** When the server read the balance, to order it against a later refresh. */
  balanceAt: number;
  sessionClock: SessionClock | null;
  flashes: Flash[];
  pushContactKey: string | null;
}
