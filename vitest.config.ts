import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

const postgresUrl = process.env.TEST_DATABASE_URL;
const serverTests = [
  "packages/*/src/**/*.test.ts",
  "apps/api/src/**/*.test.ts",
  "apps/games/src/**/*.test.ts",
];

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
 *
 * Server tests share one module graph per worker (isolate: false): each file builds its own app,
 * database and clock and mocks no module, so nothing a file leaves behind is read by the next,
 * and importing the API's graph once per worker instead of once per file is most of the time
 * saved. The web and browser-code tests mock modules and stay isolated.
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
          include: serverTests,
          env: { TEST_DATABASE_URL: "" },
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          include: [
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
              test: {
                name: "postgres",
                include: databaseTests,
                env: { TEST_DATABASE_URL: postgresUrl },
                isolate: false,
              },
            },
          ]
        : []),
    ],
  },
});
