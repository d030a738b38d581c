import { data } from "react-router";

/**
 * CSRF defence for actions that change the account: the session cookie is SameSite=Lax, and on top
 * the browser must say the post came from this site. Modern browsers send Sec-Fetch-Site, older
 * ones Origin; a request carrying neither did not come from a browser that holds a victim's cookie.
 */
export function isSameOriginRequest(request: Request, url: URL): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin";
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  try {
    return new URL(origin).host === url.host;
  } catch {
    // "null" (sandboxed frames, privacy modes) and other unparsable values are not this site.
    return false;
  }
}

export function assertSameOrigin(request: Request, url: URL): void {
  if (!isSameOriginRequest(request, url)) throw data("Cross-site request refused", { status: 403 });
}
