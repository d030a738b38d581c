import { cp, rm } from "node:fs/promises";
import { buildComponents } from "./build-components.mjs";
import { bundleNode } from "./esbuild-node.mjs";

/** The single-port platform server and each app's standalone server. */
await rm("apps/api/dist", { recursive: true, force: true });
await rm("apps/games/dist", { recursive: true, force: true });
await Promise.all([
  bundleNode("platform/main.ts", "dist/platform.js"),
  bundleNode("apps/web/server/main.ts", "apps/web/dist/main.js"),
  bundleNode("apps/api/src/main.ts", "apps/api/dist/main.js"),
  bundleNode("apps/api/src/operator/cli.ts", "apps/api/dist/operator.js"),
  bundleNode("apps/games/src/main.ts", "apps/games/dist/main.js"),
  bundleNode("apps/games/src/cli.ts", "apps/games/dist/games-operator.js"),
  // The aggregator's browser script (apps/games/client), served from its public/js.
  buildComponents(),
]);
// The standalone API and aggregator look for their migrations beside the bundle (db/migrate.ts);
// the aggregator finds its artwork and script in apps/games/public beside its dist.
await cp("apps/api/drizzle", "apps/api/dist/drizzle", { recursive: true });
await cp("apps/games/drizzle", "apps/games/dist/drizzle", { recursive: true });
