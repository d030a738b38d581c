import type { SiteSettings } from "@platform/contracts";

/** The origin of a script URL, or null for anything that is not an absolute http(s) URL. */
function originOf(src: string | undefined): string | null {
  if (!src) return null;
  try {
    const url = new URL(src);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The page's Content-Security-Policy. Scripts run only from this origin, the site's own
 * script_header/script_footer sources, the extra sources its settings list (an aggregator, an
 * analytics vendor), or inline with this response's nonce: no 'unsafe-inline' for scripts, so
 * injected markup cannot run. Inline styles stay allowed (React's style attributes); frames of
 * this site anywhere else are refused. Forms post here, or to (and are redirected to) the payment
 * providers' hosted pages the API lists in form_action: Chromium checks the redirect after a POST.
 */
export function contentSecurityPolicy(
  nonce: string,
  settings: Pick<SiteSettings, "setup" | "content_security_policy"> | null,
  https: boolean,
): string {
  const extra = settings?.content_security_policy;
  const scriptOrigins = [...(settings?.setup.script_header ?? []), ...(settings?.setup.script_footer ?? [])]
    .map((script) => originOf(script.src))
    .filter((origin): origin is string => origin !== null);
  const list = (...sources: (string | undefined)[][]) =>
    [...new Set(sources.flat().filter(Boolean))].join(" ");
  const directives = [
    "default-src 'self'",
    `script-src ${list(["'self'", `'nonce-${nonce}'`], scriptOrigins, extra?.script_src ?? [])}`,
    `style-src ${list(["'self'", "'unsafe-inline'"], extra?.style_src ?? [])}`,
    `img-src ${list(["'self'", "data:", "blob:"], extra?.img_src ?? [])}`,
    "font-src 'self' data:",
    `connect-src ${list(["'self'"], extra?.connect_src ?? [])}`,
    `frame-src ${extra?.frame_src.length ? list(extra.frame_src) : "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${list(["'self'"], extra?.form_action ?? [])}`,
    "object-src 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}
