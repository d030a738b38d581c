import { z } from "zod";
import type { Clock } from "../../../shared/clock.ts";
import { ODDS_API_PRODUCER, OddsApiAdapter, type OddsApiOptions } from "./odds-api-adapter.ts";

/*
 * The Odds API adapter's settings (SPORTS_FEED=odds-api; ODDS_API_KEY required then). It replaces
 * the simulated desk as the book's feed. Its credits are counted per call, so the poll is a minute
 * by default and only the competitions named are asked.
 */

export type OddsApiSettings = Pick<
  OddsApiOptions,
  "apiKey" | "sports" | "baseUrl" | "regions" | "pollMs" | "aliveEveryMs" | "margin" | "producer"
>;

const oddsApiEnvSchema = z.object({
  ODDS_API_KEY: z.string().min(8, "SPORTS_FEED=odds-api needs ODDS_API_KEY"),
  ODDS_API_SPORTS: z.string().default("soccer_epl,soccer_spain_la_liga,soccer_uefa_champs_league"),
  ODDS_API_BASE_URL: z.url().default("https://api.the-odds-api.com"),
  ODDS_API_REGIONS: z.string().default("eu,uk"),
  ODDS_API_POLL_SECONDS: z.coerce.number().int().min(10).max(3_600).default(60),
});

export function oddsApiSettingsFromEnv(env: NodeJS.ProcessEnv, margin: number): OddsApiSettings {
  const parsed = oddsApiEnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid Odds API environment:\n${z.prettifyError(parsed.error)}`);
  const settings = parsed.data;
  return {
    apiKey: settings.ODDS_API_KEY,
    sports: settings.ODDS_API_SPORTS.split(",")
      .map((sport) => sport.trim())
      .filter(Boolean),
    baseUrl: settings.ODDS_API_BASE_URL,
    regions: settings.ODDS_API_REGIONS,
    pollMs: settings.ODDS_API_POLL_SECONDS * 1000,
    aliveEveryMs: 10_000,
    margin,
    producer: ODDS_API_PRODUCER,
  };
}

export function createOddsApiAdapter(
  settings: OddsApiSettings,
  clock: Clock,
  log: OddsApiOptions["log"],
): OddsApiAdapter {
  return new OddsApiAdapter({
    ...settings,
    clock,
    log,
    fetch: (url) =>
      fetch(url, { signal: AbortSignal.timeout(15_000), headers: { accept: "application/json" } }),
  });
}
