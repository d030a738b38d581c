import { serveUntilTerminated } from "@platform/server/testing/ready-server";
import { buildApp } from "../app.ts";
import type { GatewayPayment, GatewayRecipient, GatewayStart } from "../cashier/payment-gateway.ts";
import { createDatabase } from "../db/create-database.ts";
import { migrate } from "../db/migrate.ts";
import { PasswordHasher } from "../security/password-hasher.ts";
import { seed } from "../seed/seed.ts";
import { cashierSite } from "./cashier-site.ts";
import { FakeGateway } from "./fake-gateway.ts";
import { TEST_ARGON2 } from "./test-app.ts";

/*
 * The API as its own process for the crash test (crash-recovery.test.ts): the real app on a real
 * store (a PGlite data folder or a PostgreSQL database), listening on a real port, with the test
 * provider's gateways. The test kills it with SIGKILL mid-stream and starts it again on the same
 * store. Prints "READY <port>" once it listens.
 */
const url = process.env.CRASH_DATABASE_URL;
const handle = await createDatabase(url ? { url } : { dataDir: process.env.CRASH_DATA_DIR ?? "memory://" });
await migrate(handle, { migrationsFolder: process.env.CRASH_MIGRATIONS });
await seed(handle.db, { sites: [cashierSite("crash")], passwordHasher: new PasswordHasher(TEST_ARGON2) });

/** Payout references the test can name without reading the database: fake-bank-<payment id>. */
class NamedPayouts extends FakeGateway {
  override async startPayout(payment: GatewayPayment, recipient: GatewayRecipient): Promise<GatewayStart> {
    await super.startPayout(payment, recipient);
    return { providerRef: `fake-bank-${payment.id}`, next: { type: "wait", message: "On its way" } };
  }
}

const app = buildApp({
  db: handle.db,
  rateLimit: false,
  accounts: { env: { NOTIFY_TRANSPORT: "outbox", MAIL_FROM: "crash@localhost" }, argon2: TEST_ARGON2 },
  gateways: [new FakeGateway("fake-card", "card"), new NamedPayouts("fake-bank", "bank")],
});
await serveUntilTerminated(app, () => handle.close());
