import { eq } from "drizzle-orm";
import { buildApp } from "../apps/api/src/app.ts";
import { createDatabase } from "../apps/api/src/db/create-database.ts";
import { migrate } from "../apps/api/src/db/migrate.ts";
import { sites } from "../apps/api/src/db/schema.ts";
import { gamesSyncCommand } from "../apps/api/src/games/game-commands.ts";
import { PasswordHasher } from "../apps/api/src/security/password-hasher.ts";
import { seed } from "../apps/api/src/seed/seed.ts";
import { Ledger } from "../apps/api/src/wallet/ledger.ts";
import { CHEAP_ARGON2, requiredEnv, serveForBench } from "./spins-child.ts";
import type { PlatformReply, PlatformRequest } from "./sports-protocol.ts";

/**
 * The platform API as its own process for the sportsbook bench (bench/sports-bench.ts): on
 * PostgreSQL (DATABASE_URL, a scratch database) or, without it, on PGlite in memory, migrated and
 * seeded, on real HTTP at 127.0.0.1:PORT. The aggregator process calls its /api/wallet. Its
 * database lives here (PGlite is in-process), so the driver funds players and syncs the games
 * through IPC.
 */
const url = process.env.DATABASE_URL;
const database = url
  ? await createDatabase({ url, poolSize: 20 })
  : await createDatabase({ dataDir: "memory://" });
await migrate(database, { migrationsFolder: "apps/api/drizzle" });
await seed(database.db, { passwordHasher: new PasswordHasher(CHEAP_ARGON2) });
const app = buildApp({
  db: database.db,
  rateLimit: false,
  accounts: { argon2: CHEAP_ARGON2, env: { NOTIFY_TRANSPORT: "outbox", MAIL_FROM: "bench@localhost" } },
  games: { walletKey: requiredEnv("GAMES_WALLET_KEY") },
});

const ledger = new Ledger(database.db);
const reply = (message: PlatformReply) => process.send?.(message);

/** Credits each player's cash from the adjustments account, straight on the ledger (set-up). */
async function fund(site: string, userIds: string[]): Promise<void> {
  const [row] = await database.db.select({ id: sites.id }).from(sites).where(eq(sites.siteCode, site));
  if (!row) throw new Error(`site ${site} missing`);
  for (const userId of userIds) {
    await ledger.inTransaction((tx) =>
      ledger.transfer(tx, {
        siteId: row.id,
        currency: "KES",
        idempotencyKey: `bench:fund:${userId}`,
        kind: "adjustment",
        userId,
        postings: [
          { account: { kind: "adjustments" }, amount: -100_000_000n },
          { account: { kind: "player_cash", userId }, amount: 100_000_000n },
        ],
      }),
    );
  }
}

// serveForBench answers the driver's measure / stats messages; these are the bench's own.
process.on("message", (request: PlatformRequest | { type: string }) => {
  let work: Promise<void>;
  if (request.type === "fund") {
    work = fund(requiredEnv("SITE"), (request as PlatformRequest & { type: "fund" }).userIds).then(() => {
      reply({ type: "funded" });
    });
  } else if (request.type === "sync") {
    const sync = request as PlatformRequest & { type: "sync" };
    work = gamesSyncCommand(database.db, () => undefined, sync.site, {
      baseUrl: sync.aggregatorBaseUrl,
    }).then(() => {
      reply({ type: "synced" });
    });
  } else return;
  work.catch((error: unknown) => {
    console.error("sports bench platform:", error);
    process.exit(1);
  });
});
await serveForBench({ app, database, port: Number(requiredEnv("PORT")) });
