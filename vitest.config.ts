import { defineConfig } from "vitest/config";

const postgresUrl = process.env.TEST_DATABASE_URL;
const apiTests = ["apps/api/src/**/*.test.ts", "apps/games/src/**/*.test.ts"];

/**
 * Unit and integration tests of every workspace; Playwright journeys live in e2e/. The API suite
 * runs on embedded PGlite always and, when TEST_DATABASE_URL is set, again on that PostgreSQL.
 */
export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy; two cores, so keep parallelism modest.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "pglite",
          include: [
            "packages/*/src/**/*.test.ts",
            ...apiTests,
            "apps/web/app/**/*.test.{ts,tsx}",
            "apps/web/server/**/*.test.ts",
            "apps/games/client/**/*.test.ts",
          ],
          env: { TEST_DATABASE_URL: "" },
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: { name: "postgres", include: apiTests, env: { TEST_DATABASE_URL: postgresUrl } },
            },
          ]
        : []),
    ],
  },
});
