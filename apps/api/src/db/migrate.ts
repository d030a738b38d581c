import { findMigrationsFolder, migrateWithLock } from "@platform/server/migrate";
import type { DatabaseHandle } from "./create-database.ts";

/** Arbitrary constant shared by every API node: only one of them migrates at a time. */
const MIGRATION_LOCK_ID = 7_401_001;

export interface MigrateOptions {
  /** Needed when this package is bundled into another app, where the default lookup cannot work. */
  migrationsFolder?: string;
}

/**
 * Applies pending migrations; safe to call from several nodes starting at once. The committed
 * drizzle-kit migrations are next to the bundle (`dist/drizzle`, copied by the build) or, when
 * running from source, in `apps/api/drizzle`.
 */
export async function migrate(handle: DatabaseHandle, options: MigrateOptions = {}): Promise<void> {
  const migrationsFolder =
    options.migrationsFolder ??
    findMigrationsFolder(
      [new URL("./drizzle", import.meta.url), new URL("../../drizzle", import.meta.url)],
      "API",
    );
  await migrateWithLock(handle, { migrationsFolder, lockId: MIGRATION_LOCK_ID });
}
