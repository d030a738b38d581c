import { defineConfig } from "vitest/config";

/** Unit and integration tests of every workspace; Playwright journeys live in e2e/. */
export default defineConfig({
  test: {
    include: ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.ts", "apps/web/app/**/*.test.{ts,tsx}", "apps/web/server/**/*.test.ts", "platform/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy; two cores, so keep parallelism modest.
    maxWorkers: 2,
  },
});
