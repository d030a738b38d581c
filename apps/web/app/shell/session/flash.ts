import { parseCookies, serializeCookie } from "../cookies.ts";

/**
 * A message to show once on the next page, for actions that redirect (login, logout, password
 * reset): the redirect target renders it as a toast. Kept in a short-lived httpOnly cookie so it
 * also works without JavaScript and never lands in the URL.
 */
export interface Flash {
  type: "success" | "error" | "info";
  message: string;
}

export const FLASH_COOKIE = "flash";
const FLASH_MAX_AGE_S = 60;
const MAX_FLASHES = 5;
const MAX_MESSAGE_LENGTH = 500;

function isFlash(value: unknown): value is Flash {
  if (!value || typeof value !== "object") return false;
  const { type, message } = value as Record<string, unknown>;
  return (type === "success" || type === "error" || type === "info") && typeof message === "string";
}

export function flashCookie(flashes: readonly Flash[], secure: boolean): string {
  const kept = flashes
    .slice(0, MAX_FLASHES)
    .map(({ type, message }) => ({ type, message: message.slice(0, MAX_MESSAGE_LENGTH) }));
  return serializeCookie(FLASH_COOKIE, JSON.stringify(kept), {
    maxAgeS: FLASH_MAX_AGE_S,
    httpOnly: true,
    secure,
  });
}

export function clearFlashCookie(secure: boolean): string {
  return serializeCookie(FLASH_COOKIE, "", { maxAgeS: 0, httpOnly: true, secure });
}

/** The flashes in the request's cookie; anything malformed is dropped rather than trusted. */
export function readFlashes(cookieHeader: string | null): Flash[] {
  const raw = parseCookies(cookieHeader).get(FLASH_COOKIE);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isFlash).slice(0, MAX_FLASHES) : [];
  } catch {
    return [];
  }
}
