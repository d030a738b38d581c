export interface AffiliateDecisionInput {
  config: { enable: boolean; queryParam: string; cookiesLifetime: number };
  query: URLSearchParams;
  storedCode: string | undefined;
  loggedIn: boolean;
}

/**
 * Spec §4: the code is stored only if tracking is enabled, the query holds a code, none is stored
 * yet and the visitor is not logged in. Spec §5: repeated parameters are joined with ",".
 * The cookie is named like the query parameter, so the registration flow finds it under the
 * site's configured name. Returns the cookie to set, or null.
 */
export function affiliateCookieToSet({ config, query, storedCode, loggedIn }: AffiliateDecisionInput) {
  if (!config.enable || loggedIn || storedCode) return null;
  const code = query
    .getAll(config.queryParam)
    .map((value) => value.trim())
    .filter(Boolean)
    .join(",");
  if (!code) return null;
  return { name: config.queryParam, value: code, maxAgeS: config.cookiesLifetime };
}
