import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { gamesDataDir } from "../config.ts";
import { createGamesDatabase } from "./create-database.ts";
import { migrateGames } from "./migrate.ts";

/*
 * Start-up with a DATA_DIR that does not exist yet (finding 8): the aggregator's embedded store
 * makes its folder with the parents, or refuses before opening anything, naming the folder.
 */

const root = mkdtempSync(path.join(tmpdir(), "games-data-dir-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the aggregator's data folder", () => {
  // A PGlite store on disk is slow to make on a busy machine.
  test("a DATA_DIR whose parent is missing is created, and the store opens and migrates there", {
    timeout: 120_000,
  }, async () => {
    const dataDir = path.join(root, "missing", "parent");
    const folder = gamesDataDir(dataDir);
    const handle = await createGamesDatabase({ dataDir: folder });
    try {
      await migrateGames(handle);
      expect(existsSync(path.join(folder, "PG_VERSION"))).toBe(true);
    } finally {
      await handle.close();
    }
  });

  test("a folder that cannot be made is refused before anything opens, by name", async () => {
    const blocker = path.join(root, "a-file");
    writeFileSync(blocker, "not a folder");
    const folder = gamesDataDir(path.join(blocker, "data"));
    await expect(createGamesDatabase({ dataDir: folder })).rejects.toThrow(
      `Cannot create the data folder ${folder} (from DATA_DIR)`,
    );
  });
});
