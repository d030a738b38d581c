import { bundleNode } from "./esbuild-node.mjs";

/** The single-port platform server and the standalone web server. */
await Promise.all([
  bundleNode("platform/main.ts", "dist/platform.js"),
  bundleNode("apps/web/server/main.ts", "apps/web/dist/main.js"),
]);
