import { existsSync, readdirSync } from "node:fs";
import { build } from "esbuild";

/**
 * Externals resolve from the repository root's node_modules at run time, so a package npm nested
 * inside a workspace (a version conflict) would be silently replaced by another version. Refuse.
 */
function assertHoisted() {
  for (const group of ["apps", "packages"]) {
    for (const name of readdirSync(group)) {
      const nested = `${group}/${name}/node_modules`;
      const entries = existsSync(nested) ? readdirSync(nested).filter((entry) => !entry.startsWith(".")) : [];
      if (entries.length > 0) {
        throw new Error(
          `${nested} holds ${entries.join(", ")}: align the versions so npm hoists them to the root`,
        );
      }
    }
  }
}

/**
 * Bundles a Node entry: our workspace packages (TypeScript source) are bundled, every
 * third-party package stays an import resolved from node_modules at run time.
 */
export function bundleNode(entry, outfile) {
  assertHoisted();
  return build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    sourcemap: true,
    logLevel: "warning",
    plugins: [
      {
        name: "external-packages",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@platform/") ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}
