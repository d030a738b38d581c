import { spawn } from "node:child_process";
import pg from "pg";

/**
 * The platform the journeys run against (Playwright's webServer). With E2E_DATABASE_URL (or
 * TEST_DATABASE_URL, as CI sets it) it runs on two fresh PostgreSQL databases made for this port;
 * without, on the embedded in-memory store, as `npm start` does (docs/decisions/052). Databases of
 * an earlier run on the same port are dropped first, so a killed run leaves nothing that matters.
 */
const serverUrl = process.env.E2E_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const port = process.env.PORT ?? "3100";
const names = { platform: `e2e_${port}_platform`, games: `e2e_${port}_games` };

const databases = serverUrl ? await freshDatabases(serverUrl) : {};
const child = spawn(process.execPath, ["dist/platform.js"], {
  env: { ...process.env, ...databases },
  stdio: "inherit",
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.once("exit", async (code, signal) => {
  if (serverUrl) await dropDatabases(serverUrl).catch(() => undefined);
  process.exit(code ?? (signal ? 1 : 0));
});

async function freshDatabases(url) {
  await dropDatabases(url);
  await withAdmin(url, async (client) => {
    for (const name of Object.values(names)) await client.query(`CREATE DATABASE ${name}`);
  });
  return {
    DATABASE_URL: databaseUrl(url, names.platform),
    GAMES_DATABASE_URL: databaseUrl(url, names.games),
  };
}

async function dropDatabases(url) {
  await withAdmin(url, async (client) => {
    // WITH (FORCE) (PostgreSQL 13+): a server of an earlier run killed mid-way may hold connections.
    for (const name of Object.values(names))
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

async function withAdmin(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
