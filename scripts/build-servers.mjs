import { cp, rm } from "node:fs/promises";
import { bundleNode } from "./esbuild-node.mjs";

/** The single-port platform server and each app's standalone server. */
await rm("apps/api/dist", { recursive: true, force: true });
await Promise.all([
  bundleNode("platform/main.ts", "dist/platform.js"),
  bundleNode("apps/web/server/main.ts", "apps/web/dist/main.js"),
  bundleNode("apps/api/src/main.ts", "apps/api/dist/main.js"),
  bundleNode("apps/api/src/operator/cli.ts", "apps/api/dist/operator.js"),
]);
// The standalone API looks for its migrations beside the bundle (apps/api/src/db/migrate.ts).
await cp("apps/api/drizzle", "apps/api/dist/drizzle", { recursive: true });
