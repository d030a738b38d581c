import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Journeys in a real Chromium against the built platform on the embedded store. */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  // Journeys of a real player take 15–30 s on an idle 2-core machine; CI machines are shared.
  timeout: 60_000,
  // Waits for what a player sees, not speed limits (speed is the benches' job): a shared CI machine
  // can stall a page for seconds, and a 5 s default failed journeys that were otherwise right.
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "retain-on-failure",
  },
  webServer: {
    // On PostgreSQL when E2E_DATABASE_URL or TEST_DATABASE_URL is set (CI), else on the embedded
    // store (docs/decisions/052); journeys that start their own platform always use the embedded one.
    command: "node scripts/e2e-server.mjs",
    port: PORT,
    reuseExistingServer: false,
    // SIGTERM lets the wrapper stop the platform and drop its databases.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    timeout: 300_000, // a fresh store migrates and seeds every demo site first; slow on a busy machine
    env: {
      NODE_ENV: "production",
      DEMO_MODE: "true",
      PORT: String(PORT),
      DATA_DIR: "memory://",
      RATE_LIMIT: "false",
      LOG_LEVEL: "warn",
      // Matches play 30× faster than real time (one in 3.5 minutes): a journey sees a bet settle.
      SPORTS_SPEED: "30",
      // Virtual football: a match day every 20 s, played in 8 s, two open at a time (issue 20).
      VIRTUAL_CADENCE_MS: "20000",
      VIRTUAL_PLAY_MS: "8000",
      VIRTUAL_AHEAD: "2",
      // Virtual greyhounds: a race every 20 s, run in 6 s, three open at a time.
      VIRTUAL_RACE_CADENCE_MS: "20000",
      VIRTUAL_RACE_PLAY_MS: "6000",
    },
  },
});
