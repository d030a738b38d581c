/**
 * A redirect target taken from user input must stay on this site: a path starting with a single
 * "/" (not "//" or "/\", which browsers treat as another host) and free of control characters.
 */
export function isSafeRelativePath(target: string): boolean {
  return (
    target.startsWith("/") &&
    !target.startsWith("//") &&
    !target.startsWith("/\\") &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
    !/[\u0000-\u001f\u007f]/.test(target)
  );
}

export function safeRedirectPath(target: unknown, fallback = "/"): string {
  return typeof target === "string" && isSafeRelativePath(target) ? target : fallback;
}
