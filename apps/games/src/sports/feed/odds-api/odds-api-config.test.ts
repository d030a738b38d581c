import { describe, expect, it } from "vitest";
import { loadSportsEnv, sportsSettingsFromEnv } from "../../sports-config.ts";

describe("choosing The Odds API as the feed", () => {
  it("needs a key, and takes the competitions, poll and margin from the environment", () => {
    const env = { SPORTS_FEED: "odds-api", SPORTS_MARGIN: "0.05" };
    expect(() => sportsSettingsFromEnv(loadSportsEnv(env), true, env)).toThrow(/ODDS_API_KEY/);
    const keyed = {
      ...env,
      ODDS_API_KEY: "k".repeat(32),
      ODDS_API_SPORTS: "soccer_epl, soccer_uefa_champs_league",
    };
    const options = sportsSettingsFromEnv(loadSportsEnv(keyed), true, keyed);
    expect(options.feed).toBe("odds-api");
    expect(options.oddsApi).toMatchObject({
      sports: ["soccer_epl", "soccer_uefa_champs_league"],
      pollMs: 60_000,
      margin: 0.05,
      baseUrl: "https://api.the-odds-api.com",
    });
  });

  it("stays on the simulated desk by default, whatever keys lie around", () => {
    const env = { ODDS_API_KEY: "k".repeat(32) };
    const options = sportsSettingsFromEnv(loadSportsEnv(env), false, env);
    expect(options.feed).toBe("simulated");
    expect(options.oddsApi).toBeUndefined();
  });
});
