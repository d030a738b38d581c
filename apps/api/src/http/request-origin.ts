import type { FastifyRequest } from "fastify";

const HOST_PATTERN = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/** First value of a possibly comma-joined, possibly repeated forwarding header. */
function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(",")[0]?.trim() || undefined;
}

/**
 * The public origin the player sees, for absolute URLs (og:image, og:url). The web server
 * forwards the player's host in x-forwarded-*; else the configured origin; else our own host.
 * Values are checked so a forged header cannot inject markup or another scheme.
 */
export function requestOrigin(request: FastifyRequest, publicOrigin?: string): string {
  const forwardedHost = firstValue(request.headers["x-forwarded-host"]);
  if (forwardedHost && HOST_PATTERN.test(forwardedHost)) {
    const proto = firstValue(request.headers["x-forwarded-proto"]);
    return `${proto === "http" ? "http" : "https"}://${forwardedHost.toLowerCase()}`;
  }
  if (publicOrigin) return publicOrigin.replace(/\/+$/, "");
  const host = HOST_PATTERN.test(request.host) ? request.host : "localhost";
  return `${request.protocol}://${host}`;
}

/** Absolute URLs stay; paths are joined to the origin. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
