import type { Page } from "@playwright/test";
import { demoSites, dictionary } from "./sites.ts";

let keys: Promise<string[]> | undefined;

/** Every translation key the demo sites have (English), fetched once per worker. */
export function translationKeys(): Promise<string[]> {
  keys ??= Promise.all(demoSites.map((site) => dictionary(site.siteCode, "en"))).then((all) => [
    ...new Set(all.flatMap((entries) => Object.keys(entries))),
  ]);
  return keys;
}

/**
 * Translation keys shown as text: what a page renders when its strings did not reach it (pages
 * carry only their own namespaces). Text, labels, placeholders, titles and alt texts of the
 * document are read; the aggregator's elements translate themselves and are left out.
 */
export async function rawKeysOn(page: Page): Promise<string[]> {
  const known = await translationKeys();
  return page.evaluate((known) => {
    const keySet = new Set(known);
    const found = new Set<string>();
    const scan = (text: string | null) => {
      for (const token of text?.match(/[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+/g) ?? [])
        if (keySet.has(token)) found.add(token);
    };
    scan(document.title);
    // The rendered text, not textContent: that would read the hydration data's keys in <script>.
    // biome-ignore lint/performance/useDomNodeTextContent: only what a player sees counts
    scan(document.body.innerText);
    document.querySelectorAll("[aria-label], [placeholder], [title], [alt]").forEach((element) => {
      for (const name of ["aria-label", "placeholder", "title", "alt"]) scan(element.getAttribute(name));
    });
    return [...found];
  }, known);
}
