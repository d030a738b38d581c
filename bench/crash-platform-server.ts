import { buildApp } from "../apps/api/src/app.ts";
import { createDatabase } from "../apps/api/src/db/create-database.ts";
import { migrate } from "../apps/api/src/db/migrate.ts";
import { PasswordHasher } from "../apps/api/src/security/password-hasher.ts";
import { seed } from "../apps/api/src/seed/seed.ts";
import { CHEAP_ARGON2, requiredEnv, serveForBench } from "./spins-child.ts";

/**
 * A platform API node for the crash bench (bench/crash-bench.ts), as bench/spins-platform-server.ts
 * with one difference: AUTH_SECRET comes from the environment, so that with two nodes a launch
 * token minted by one is accepted by the other (the secret every platform node must share). SEED=false
 * for the nodes after the first.
 */
const database = await createDatabase({ url: requiredEnv("DATABASE_URL"), poolSize: 20 });
await migrate(database, { migrationsFolder: "apps/api/drizzle" });
if (process.env.SEED !== "false")
  await seed(database.db, { passwordHasher: new PasswordHasher(CHEAP_ARGON2) });
const app = buildApp({
  db: database.db,
  rateLimit: false,
  accounts: {
    argon2: CHEAP_ARGON2,
    env: {
      NOTIFY_TRANSPORT: "outbox",
      MAIL_FROM: "bench@localhost",
      AUTH_SECRET: requiredEnv("AUTH_SECRET"),
    },
  },
  games: { walletKey: requiredEnv("GAMES_WALLET_KEY") },
});
await serveForBench({ app, database, port: Number(requiredEnv("PORT")) });
