/** Names of fields and query parameters whose values never reach a log line. */
export const SECRET_FIELDS = [
  "password",
  "current_password",
  "confirm_password",
  "otp",
  "code",
  "token",
  "state",
  "secret",
  "signature",
  "key",
] as const;

const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_FIELDS.join("|")})=)[^&#]*`, "gi");

/**
 * The URL without secret query values (/autologin?token=…, /reset-password?code=…, the OAuth
 * callback's code and state): request logs of the API and of the web server both use it.
 */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, "$1[redacted]");
}

/** What a request log line says of a request: never headers, cookies or secret query values. */
export function requestLogFields(request: { method: string; url: string; host?: string; ip?: string }) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
