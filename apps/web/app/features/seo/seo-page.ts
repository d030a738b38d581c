/**
 * The SEO entry a page reads: its own path, except pages that differ only by an id, which share
 * one entry (a draw's page /lotto/draws/123 reads /lotto/draws: no operator writes one per draw).
 */
const SHARED_ENTRIES: readonly RegExp[] = [/^(\/lotto\/draws)\/[^/]+\/?$/];

export function seoPageOf(pathname: string): string {
  for (const pattern of SHARED_ENTRIES) {
    const match = pattern.exec(pathname);
    if (match?.[1]) return match[1];
  }
  return pathname;
}
