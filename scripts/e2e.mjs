import { spawnSync } from "node:child_process";
import { ensureBuild } from "./ensure-build.mjs";

/** Builds if needed, then runs the Playwright journeys (Playwright starts and stops the server). */
ensureBuild();
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
