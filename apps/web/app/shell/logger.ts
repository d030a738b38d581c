/**
 * One place for operational log lines so they share a prefix and can be routed elsewhere later.
 * Failures that must not break a page (SEO, translations) are logged here and swallowed.
 */
export const logger = {
  warn(message: string, error?: unknown): void {
    console.warn(`[web] ${message}`, error instanceof Error ? error.message : (error ?? ""));
  },
};
