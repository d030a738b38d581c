import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import pg from "pg";
import { createDatabase, type DatabaseHandle } from "../apps/api/src/db/create-database.ts";
import type { Database } from "../apps/api/src/db/database.ts";
import { migrate } from "../apps/api/src/db/migrate.ts";
import { sites, users } from "../apps/api/src/db/schema.ts";
import { Ledger } from "../apps/api/src/wallet/ledger.ts";

/**
 * Ledger transfers per second: a deposit-shaped transfer (operator clearing account → player
 * cash), one hot player (every transfer on one balance row) and many players, on the embedded
 * store and on PostgreSQL. Figures only; run by `npm run bench`.
 */

interface Figure {
  store: string;
  scenario: string;
  concurrency: number;
  transfers: number;
  seconds: number;
  perSecond: number;
}

const CURRENCY = "KES";

async function prepare(
  handle: DatabaseHandle,
  players: number,
): Promise<{ siteId: number; userIds: string[] }> {
  await migrate(handle, { migrationsFolder: "apps/api/drizzle" });
  const db: Database = handle.db;
  await db.insert(sites).values({ siteCode: "bench", name: "Bench", settings: {} }).onConflictDoNothing();
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.siteCode, "bench"));
  if (!site) throw new Error("bench site missing");
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: players }, () => ({
        siteId: site.id,
        phone: `bench${randomBytes(8).toString("hex")}`,
        callingCode: "254",
        locale: "en",
      })),
    )
    .returning({ id: users.id });
  return { siteId: site.id, userIds: rows.map((row) => row.id) };
}

async function run(
  store: string,
  db: Database,
  ledger: Ledger,
  siteId: number,
  userIds: string[],
  scenario: string,
  concurrency: number,
  durationMs: number,
): Promise<Figure> {
  // Steady state: every account already open (opening one is a once-per-player cost).
  for (const userId of userIds)
    await ledger.accounts.resolve(db, siteId, CURRENCY, { kind: "player_cash", userId });
  await ledger.accounts.resolve(db, siteId, CURRENCY, { kind: "gateway_clearing", code: "bench" });
  let transfers = 0;
  let sequence = 0;
  const deadline = Date.now() + durationMs;
  const started = process.hrtime.bigint();
  const worker = async () => {
    while (Date.now() < deadline) {
      const n = sequence++;
      const userId = userIds[n % userIds.length]!;
      // A transfer on its own is one statement: no explicit transaction around it.
      await ledger.transfer(db, {
        siteId,
        currency: CURRENCY,
        idempotencyKey: `bench:${scenario}:${concurrency}:${n}:${randomBytes(4).toString("hex")}`,
        kind: "deposit",
        userId,
        postings: [
          { account: { kind: "gateway_clearing", code: "bench" }, amount: -100n },
          { account: { kind: "player_cash", userId }, amount: 100n },
        ],
      });
      transfers++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return {
    store,
    scenario,
    concurrency,
    transfers,
    seconds: Number(seconds.toFixed(1)),
    perSecond: Math.round(transfers / seconds),
  };
}

async function scratchDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function benchLedger(options: { postgresUrl?: string; durationMs: number }): Promise<Figure[]> {
  const figures: Figure[] = [];
  const embedded = await createDatabase({ dataDir: "memory://" });
  try {
    const { siteId, userIds } = await prepare(embedded, 1000);
    const ledger = new Ledger(embedded.db);
    figures.push(
      await run(
        "PGlite (memory)",
        embedded.db,
        ledger,
        siteId,
        userIds.slice(0, 1),
        "one hot player",
        8,
        options.durationMs,
      ),
    );
    figures.push(
      await run(
        "PGlite (memory)",
        embedded.db,
        ledger,
        siteId,
        userIds,
        "1000 players",
        8,
        options.durationMs,
      ),
    );
  } finally {
    await embedded.close();
  }
  if (options.postgresUrl) {
    const url = await scratchDatabase(options.postgresUrl, "bench_ledger");
    const server = await createDatabase({ url, poolSize: 20 });
    try {
      const { siteId, userIds } = await prepare(server, 1000);
      const ledger = new Ledger(server.db);
      figures.push(
        await run(
          "PostgreSQL",
          server.db,
          ledger,
          siteId,
          userIds.slice(0, 1),
          "one hot player",
          16,
          options.durationMs,
        ),
      );
      figures.push(
        await run("PostgreSQL", server.db, ledger, siteId, userIds, "1000 players", 16, options.durationMs),
      );
    } finally {
      await server.close();
    }
  }
  return figures;
}
