import type { Page } from "@playwright/test";

/**
 * Toasts leave after 1.5 s (spec §4), less than a loaded machine may take between a click and the
 * next assertion. So a journey records every toast each document of the page shows, from its
 * start, and asserts on the record. Call before the page's first navigation.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = shown;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes))
          if (node instanceof HTMLElement && node.matches(".toasts li")) shown.push(node.textContent ?? "");
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The toasts the page's current document has shown so far, oldest first. */
export function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);
}
