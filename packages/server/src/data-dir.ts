import { mkdirSync } from "node:fs";
import path from "node:path";

/**
 * Makes an embedded store's folder with its parents (PGlite makes only the last one), before
 * anything is opened or migrated; if it cannot, the error names the folder and the setting it
 * comes from. `memory://` and other schemes are PGlite's own business.
 */
export function ensureDataDir(folder: string, setting = "DATA_DIR"): void {
  if (/^[a-z]+:\/\//i.test(folder)) return;
  const absolute = path.resolve(folder);
  try {
    mkdirSync(absolute, { recursive: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot create the data folder ${absolute} (from ${setting}): ${reason}`);
  }
}
