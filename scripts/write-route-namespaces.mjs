import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bundleNode } from "./esbuild-node.mjs";

/** `npm run i18n:routes`: the web app's route → translation namespaces table, from the source. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
mkdirSync("dist", { recursive: true });
const dir = mkdtempSync(path.join("dist", "i18n-"));
try {
  const entry = path.join(root, dir, "write.mjs");
  await bundleNode("apps/web/scripts/write-route-namespaces.ts", entry);
  await import(entry);
  // The module is written plainly; Biome lays it out as the rest of the code.
  execFileSync("npx", ["biome", "format", "--write", "apps/web/app/shell/route-namespaces.ts"], {
    stdio: "ignore",
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
