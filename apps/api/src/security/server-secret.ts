import { eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { serverSecrets } from "../db/schema.ts";
import { randomToken } from "./secret-tokens.ts";

const SECRET_NAME = "auth_secret";

/**
 * The key of OTP HMACs: AUTH_SECRET when set (production), else one generated on first start and
 * kept in the database, so every node and every restart of a development setup agree on it.
 */
export async function resolveAuthSecret(db: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomToken(48) })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error("auth secret missing after insert");
  return row.value;
}
