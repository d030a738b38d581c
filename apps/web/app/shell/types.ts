import type { Dictionary, HomeContent, SeoResponse, SiteSettings, ThemeName } from "@platform/contracts";
import type { ComponentType, ReactNode } from "react";

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
