import { z } from "zod";
import { randomToken } from "../security/secret-tokens.ts";
import type { Site } from "../sites/site-repository.ts";

/**
 * The seamless wallet's settings. GAMES_WALLET_KEY is shared with the aggregator: each operator's
 * signing secret is derived from it (contracts `operatorSecret`). Production requires it (the
 * guard in security/accounts-env.ts); the demo makes one per process and hands the same value to
 * the aggregator it runs in that process.
 */
export const gamesEnvShape = {
  GAMES_WALLET_KEY: z.string().min(32, "GAMES_WALLET_KEY must be at least 32 characters").optional(),
  /** The aggregator's public base URL; default `<site origin>/aggregator` (same origin, `npm start`). */
  GAMES_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "GAMES_PUBLIC_URL must be an http(s) URL" })
    .optional(),
  /**
   * Where the platform itself calls the aggregator (the home sections), inside the deployment;
   * default `http://127.0.0.1:<PORT>/aggregator`. `npm start` calls its aggregator in process.
   */
  GAMES_INTERNAL_URL: z
    .url({ protocol: /^https?$/, error: "GAMES_INTERNAL_URL must be an http(s) URL" })
    .optional(),
};

const gamesEnvSchema = z.object(gamesEnvShape);
export type GamesEnv = z.infer<typeof gamesEnvSchema>;

/** What buildApp's `games` option carries; the single-port server gives the aggregator the same key. */
export interface GamesOptions {
  walletKey: string;
  /** The aggregator's base URL for every site; without it, `<site origin>/aggregator`. */
  publicUrl?: string;
}

/** The path the aggregator is mounted under when it shares the sites' origin. */
export const AGGREGATOR_DEFAULT_PATH = "/aggregator";

/** The aggregator's base URL as a site's players reach it (the account's `url`, the art's host). */
export function aggregatorPublicUrl(
  options: Pick<GamesOptions, "publicUrl">,
  site: Pick<Site, "origin">,
): string {
  return options.publicUrl?.replace(/\/+$/, "") ?? `${site.origin}${AGGREGATOR_DEFAULT_PATH}`;
}

/** Where this API process calls the aggregator: GAMES_INTERNAL_URL, else the same host's port. */
export function aggregatorInternalUrl(env: Pick<GamesEnv, "GAMES_INTERNAL_URL">, port: number): string {
  return env.GAMES_INTERNAL_URL?.replace(/\/+$/, "") ?? `http://127.0.0.1:${port}${AGGREGATOR_DEFAULT_PATH}`;
}

export function loadGamesEnv(env: NodeJS.ProcessEnv = process.env): GamesEnv {
  const result = gamesEnvSchema.safeParse(env);
  if (!result.success) throw new Error(`Invalid environment:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/** The options from the environment, with a wallet key made for this process when none is set. */
export function resolveGamesOptions(env: GamesEnv): GamesOptions {
  return {
    walletKey: env.GAMES_WALLET_KEY ?? randomToken(48),
    ...(env.GAMES_PUBLIC_URL ? { publicUrl: env.GAMES_PUBLIC_URL } : {}),
  };
}
