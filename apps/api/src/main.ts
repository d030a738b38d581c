import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createDatabase } from "./db/create-database.ts";
import { migrate } from "./db/migrate.ts";
import { loadAccountsEnv } from "./security/accounts-env.ts";
import { seed } from "./seed/seed.ts";

/** Standalone API process: migrate, seed the demo tenants, listen, stop cleanly on a signal. */
const config = loadConfig();
// Fail before opening the database when production settings are missing (AUTH_SECRET, transports).
loadAccountsEnv();
const database = await createDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(database);
if (config.SEED) await seed(database.db);

const app = buildApp({
  db: database.db,
  logger: { level: config.LOG_LEVEL },
  publicPort: config.PUBLIC_PORT,
  trustProxy: config.TRUST_PROXY,
});

let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, "shutting down");
  try {
    // Stop accepting requests and drain in-flight ones before the database goes away.
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.once("SIGTERM", shutdown);
process.once("SIGINT", shutdown);

await app.listen({ port: config.PORT, host: config.HOST });
