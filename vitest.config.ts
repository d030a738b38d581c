import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

const postgresUrl = process.env.TEST_DATABASE_URL;
const apiTests = ["apps/api/src/**/*.test.ts", "apps/games/src/**/*.test.ts"];

/**
 * The second pass, on PostgreSQL, is for tests that open a database: those that use a test helper
 * folder, a fixtures module or a database directly. Pure tests (maths, translations, parsers) would
 * only run twice the same way.
 */
const OPENS_A_DATABASE =
  /from "[^"]*\/test\/|-fixtures\.ts"|createDatabase|createGamesDatabase|TEST_DATABASE_URL/;
const databaseTests = ["apps/api/src", "apps/games/src"]
  .flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: "utf8" }).map((file) => path.join(folder, file)),
  )
  .filter((file) => file.endsWith(".test.ts") && OPENS_A_DATABASE.test(readFileSync(file, "utf8")));

/**
 * Unit and integration tests of every workspace; Playwright journeys live in e2e/. The API suite
 * runs on embedded PGlite always and, when TEST_DATABASE_URL is set, its database tests again on
 * that PostgreSQL.
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
            "apps/web/scripts/**/*.test.ts",
            "apps/games/client/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          env: { TEST_DATABASE_URL: "" },
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: { name: "postgres", include: databaseTests, env: { TEST_DATABASE_URL: postgresUrl } },
            },
          ]
        : []),
    ],
  },
});
