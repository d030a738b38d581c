import { randomBytes } from "node:crypto";
import { parseCookies, serializeCookie } from "../cookies.ts";

/** httpOnly cookie naming this browser to the API's trusted-device lockout exemption. */
export const DEVICE_COOKIE = "device";
/** Browsers cap cookie lifetimes at 400 days. */
const DEVICE_MAX_AGE_S = 400 * 24 * 60 * 60;
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface Device {
  token: string;
  /** Headers for the API calls that log in or register (the API remembers the device then). */
  headers: { "x-device-token": string };
}

/**
 * This browser's device token: the cookie's, or a new random one. After a successful login the
 * API trusts it for that account, so a stranger's failed guesses elsewhere never lock the owner's
 * own browser out. A stranger cannot present it: it never leaves this browser and the server.
 */
export function deviceOf(request: Request): Device {
  const stored = parseCookies(request.headers.get("cookie")).get(DEVICE_COOKIE);
  const token = stored && DEVICE_TOKEN.test(stored) ? stored : randomBytes(32).toString("base64url");
  return { token, headers: { "x-device-token": token } };
}

/** Sets (or refreshes) the device cookie on the response that started a session. */
export function rememberDevice(response: Response, device: Device, secure: boolean): Response {
  response.headers.append(
    "set-cookie",
    serializeCookie(DEVICE_COOKIE, device.token, { maxAgeS: DEVICE_MAX_AGE_S, httpOnly: true, secure }),
  );
  return response;
}
