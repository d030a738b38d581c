import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const LOCK = "platform.pid";

/**
 * The embedded store (PGlite) is one process's at a time: the platform marks its data folder
 * while it runs, and the operator CLI refuses to open it then (PostgreSQL has no such limit).
 */
export function markStoreInUse(dataDir: string): () => void {
  if (dataDir.startsWith("memory://")) return () => {};
  const file = path.join(dataDir, LOCK);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

export function assertStoreFree(dataDir: string): void {
  const file = path.join(dataDir, LOCK);
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, "utf8"));
  if (Number.isInteger(pid) && isRunning(pid)) {
    throw new Error(
      `The platform (pid ${pid}) is using ${dataDir}. Stop it first, or point DATABASE_URL at PostgreSQL.`,
    );
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
