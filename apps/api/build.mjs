import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";

/**
 * Bundles the standalone API. npm packages stay external (installed next to it); the workspace
 * contracts package is TypeScript source, so it is bundled. Migrations are copied beside the
 * bundle, where src/db/migrate.ts looks for them.
 */
await rm("dist", { recursive: true, force: true });
await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  packages: "external",
  // Overrides `packages: "external"` for the one workspace package that must be compiled in.
  alias: { "@platform/contracts": "../../packages/contracts/src/index.ts" },
  // Some CommonJS dependencies call require(); ESM output has none unless we create it.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
});
await cp("drizzle", "dist/drizzle", { recursive: true });
