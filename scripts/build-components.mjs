import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";

/** The aggregator's custom elements, as sites load them: `<url>/js/BVComponents.min.js` (spec §7). */
export const COMPONENTS_ENTRY = "apps/games/client/src/index.ts";
export const COMPONENTS_FILE = "apps/games/public/js/BVComponents.min.js";
/** Issue 8: the script may weigh at most this much gzip-compressed. */
export const COMPONENTS_BUDGET_BYTES = 60 * 1024;
/**
 * The crash game's elements (issue 18), a script of their own that only the crash page loads
 * (`<url>/js/BVCrash.min.js`): every games page keeps within the budget above.
 */
export const CRASH_ENTRY = "apps/games/client/src/crash/index.ts";
export const CRASH_FILE = "apps/games/public/js/BVCrash.min.js";
export const CRASH_BUDGET_BYTES = 50 * 1024;

/**
 * Bundles and minifies the components into one classic script (an IIFE: a plain <script> tag with
 * no module loader), writes .gz and .br beside it for precompressed serving, prints its size and
 * fails the build over budget.
 */
export async function buildComponents() {
  const [components] = await Promise.all([
    buildScript(COMPONENTS_ENTRY, COMPONENTS_FILE, COMPONENTS_BUDGET_BYTES),
    buildScript(CRASH_ENTRY, CRASH_FILE, CRASH_BUDGET_BYTES),
  ]);
  return components;
}

async function buildScript(entry, file, budget) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: ["chrome111", "firefox113", "safari16.4"],
    legalComments: "none",
    charset: "utf8",
    write: false,
    logLevel: "warning",
  });
  const code = result.outputFiles[0].contents;
  const gzip = gzipSync(code, { level: 9 });
  await mkdir(path.dirname(file), { recursive: true });
  await Promise.all([
    writeFile(file, code),
    writeFile(`${file}.gz`, gzip),
    writeFile(
      `${file}.br`,
      brotliCompressSync(code, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    ),
  ]);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`${file}: ${kb(code.length)}, ${kb(gzip.length)} gzip (budget ${kb(budget)})`);
  if (gzip.length > budget) {
    throw new Error(`${path.basename(file)} is ${kb(gzip.length)} gzip, over its ${kb(budget)} budget`);
  }
  return { raw: code.length, gzip: gzip.length };
}

if (import.meta.url === `file://${process.argv[1]}`) await buildComponents();
