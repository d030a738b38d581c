import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";

/**
 * The aggregator's components script as the game pages load it (never the home page), in the same
 * units as the home page's row: issue 8's budget is 60 KB gzip.
 */
export async function componentsScriptBytes(file = "apps/games/public/js/BVComponents.min.js") {
  const body = await readFile(file);
  return {
    host: "BVComponents.min.js (game pages only)",
    files: 1,
    rawKB: +(body.length / 1024).toFixed(1),
    gzipKB: +(gzipSync(body, { level: 9 }).length / 1024).toFixed(1),
  };
}
