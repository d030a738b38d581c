import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Source folders whose changes make a rebuild necessary. */
const SOURCES = [
  "packages/contracts/src",
  "packages/fair/src",
  "apps/api/src",
  "apps/api/drizzle",
  "apps/web/app",
  "apps/web/server",
  "apps/games/client",
  "apps/games/src",
  "apps/games/drizzle",
  "platform",
];
const OUTPUTS = [
  "dist/platform.js",
  "apps/web/build/server/index.js",
  "apps/api/dist/main.js",
  "apps/api/dist/operator.js",
  "apps/games/public/js/BVComponents.min.js",
  "apps/games/public/js/BVCrash.min.js",
  "apps/games/dist/main.js",
  "apps/games/dist/games-operator.js",
];

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

/** True when an output is missing or older than any source file. */
export function needsBuild(root) {
  const outputs = OUTPUTS.map((file) => path.join(root, file));
  if (!outputs.every((file) => existsSync(file))) return true;
  const oldestOutput = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return SOURCES.some((dir) => newestMtime(path.join(root, dir)) > oldestOutput);
}
