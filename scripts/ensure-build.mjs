import { execSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { needsBuild } from "./build-state.mjs";

/** Builds the web app and the servers when the sources are newer than the last build. */
export function ensureBuild() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  if (!needsBuild(root) && !process.env.REBUILD) return;
  console.log("Building the web app and servers…");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
