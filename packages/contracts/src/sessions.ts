import { z } from "zod";
import { OAUTH_METHODS } from "./auth.ts";

/** One live session of the player, as the account's "devices" list shows it. */
export const activeSessionSchema = z.object({
  id: z.string(),
  /** "Chrome on Android", from the user agent; "Unknown device" when it says nothing. */
  device: z.string(),
  ip: z.string().nullable(),
  /** How it began: password, register, google, autologin. */
  method: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const activeSessionsResponseSchema = z.array(activeSessionSchema);

export const endSessionsRequestSchema = z.object({
  /** Also end the session making the request (log out everywhere). */
  include_current: z.boolean().default(false),
});
export const endSessionsResponseSchema = z.object({ ended: z.number().int() });

/** A single-use token for /autologin?token= (e.g. from an app into the web site). */
export const autologinTokenResponseSchema = z.object({
  token: z.string(),
  expires_in: z.number().int(),
  url: z.string(),
});
export const autologinRequestSchema = z.object({ token: z.string().min(20).max(128) });

/** A fresh sign-in with the provider, proving an OAuth-only player before a sensitive change. */
export const reauthenticateRequestSchema = z.object({
  method: z.enum(OAUTH_METHODS),
  code: z.string().min(1).max(2048),
  redirect_uri: z.url().max(2000),
});
