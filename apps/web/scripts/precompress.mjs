import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * Writes .gz and .br next to every built asset so the server sends them precompressed
 * (@fastify/static `preCompressed`) instead of compressing the same bytes on every request.
 */
const assetsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "build",
  "client",
  "assets",
);
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const files = (await readdir(assetsDir)).filter((name) => !name.endsWith(".gz") && !name.endsWith(".br"));
await Promise.all(
  files.map(async (name) => {
    const file = path.join(assetsDir, name);
    const source = await readFile(file);
    const [gz, br] = await Promise.all([
      gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      brotliAsync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    ]);
    await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
  }),
);
console.log(`precompressed ${files.length} assets in ${path.relative(process.cwd(), assetsDir)}`);
