import { spawn } from "node:child_process";
import { ensureBuild } from "./ensure-build.mjs";

/*
 * `npm test`: the unit and integration suite (vitest) and the browser journeys (Playwright) run
 * side by side. Neither fills two cores alone: the suite waits on databases and child processes,
 * the journeys on a browser and on draws that close every minute, so together they take about
 * as long as the longer one instead of the sum. The suite prints as it goes; the journeys'
 * report follows it, so the two never interleave.
 */

ensureBuild();

/** Runs a command; resolves with its exit code, its output kept when `buffered`. */
function run(command, args, { buffered }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit" });
    const chunks = [];
    if (buffered) {
      child.stdout.on("data", (chunk) => chunks.push(chunk));
      child.stderr.on("data", (chunk) => chunks.push(chunk));
    }
    child.once("exit", (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks) }),
    );
  });
}

const started = Date.now();
const [unit, journeys] = await Promise.all([
  run("npx", ["vitest", "run"], { buffered: false }),
  run("npx", ["playwright", "test", ...process.argv.slice(2)], { buffered: true }),
]);
process.stdout.write("\n── Browser journeys (Playwright) ──\n");
process.stdout.write(journeys.output);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  `\nunit and integration: ${unit.code === 0 ? "passed" : "FAILED"}; journeys: ${journeys.code === 0 ? "passed" : "FAILED"} (${minutes} min together)`,
);
process.exit(unit.code === 0 && journeys.code === 0 ? 0 : 1);
