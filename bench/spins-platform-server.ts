import { buildApp } from "../apps/api/src/app.ts";
import { createDatabase } from "../apps/api/src/db/create-database.ts";
import { migrate } from "../apps/api/src/db/migrate.ts";
import { PasswordHasher } from "../apps/api/src/security/password-hasher.ts";
import { seed } from "../apps/api/src/seed/seed.ts";
import { CHEAP_ARGON2, requiredEnv, serveForBench } from "./spins-child.ts";

/**
 * The platform API as its own process for the spins bench (bench/spins-bench.ts): a scratch
 * PostgreSQL database migrated and seeded, the API on real HTTP at 127.0.0.1:PORT. The aggregator
 * process calls its /api/wallet; the driver registers players through it.
 */
const database = await createDatabase({ url: requiredEnv("DATABASE_URL"), poolSize: 20 });
await migrate(database, { migrationsFolder: "apps/api/drizzle" });
await seed(database.db, { passwordHasher: new PasswordHasher(CHEAP_ARGON2) });
const app = buildApp({
  db: database.db,
  rateLimit: false,
  accounts: { argon2: CHEAP_ARGON2, env: { NOTIFY_TRANSPORT: "outbox", MAIL_FROM: "bench@localhost" } },
  games: { walletKey: requiredEnv("GAMES_WALLET_KEY") },
});
await serveForBench({ app, database, port: Number(requiredEnv("PORT")) });
