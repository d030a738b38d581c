/**
 * One place for operational log lines so they share a prefix and can be routed elsewhere later.
 * Failures that must not break a page (SEO, translations) are logged here and swallowed.
 */
export const logger = {
  warn(message: string, error?: unknown): void {
    console.warn(`[web] ${message}`, describe(error));
  },
};

/** An Error's or an ApiError's message, never a whole object (with headers or bodies) in the log. */
function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "object" && error !== null && "message" in error) {
    const { status, message } = error as { status?: unknown; message?: unknown };
    return `${typeof status === "number" ? `${status} ` : ""}${String(message)}`;
  }
  return error === undefined ? "" : String(error);
}
