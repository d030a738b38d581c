import { build } from "esbuild";

/**
 * Bundles a Node entry: our workspace packages (TypeScript source) are bundled, every
 * third-party package stays an import resolved from node_modules at run time.
 */
export function bundleNode(entry, outfile) {
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
