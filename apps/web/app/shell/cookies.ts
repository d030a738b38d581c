/**
 * Plain cookie parsing and serialising. React Router's createCookie encodes values as base64
 * JSON, but the spec's cookies (`locale`, the affiliate code) are plain strings other code reads.
 */
export function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";").map((text) => text.trim())) {
    const separator = part.indexOf("=");
    if (separator < 1) continue;
    const name = part.slice(0, separator).trim();
    if (cookies.has(name)) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      // A malformed %-sequence: keep the raw text rather than dropping the cookie.
      cookies.set(name, raw);
    }
  }
  return cookies;
}

export interface CookieOptions {
  maxAgeS: number;
  path?: string;
  sameSite?: "Lax" | "Strict";
  httpOnly?: boolean;
  secure?: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${options.maxAgeS}`,
    `Path=${options.path ?? "/"}`,
    `SameSite=${options.sameSite ?? "Lax"}`,
  ];
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}
