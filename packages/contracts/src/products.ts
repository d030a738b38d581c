import type { Product } from "./constants.ts";
import type { SiteSettings } from "./settings.ts";

/** Spec §4: a product is enabled when any products_allow entry contains its name. */
export function isProductEnabled(settings: Pick<SiteSettings, "products_allow">, product: Product): boolean {
  return settings.products_allow.some((entry) => entry.includes(product));
}

export interface FeaturedGame {
  provider: string;
  gameId: string;
}

/** Spec §3: featured games come from products_allow entries of the form provider:gameId. */
export function featuredGames(settings: Pick<SiteSettings, "products_allow">): FeaturedGame[] {
  return settings.products_allow.flatMap((entry) => {
    const match = /^([^:\s]+):([^:\s]+)$/.exec(entry.trim());
    return match ? [{ provider: match[1]!, gameId: match[2]! }] : [];
  });
}
