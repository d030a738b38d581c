import { ensureBuild } from "./ensure-build.mjs";
import { bundleNode } from "./esbuild-node.mjs";

/**
 * `node scripts/scale-out.mjs [--help]`: two platform nodes and two aggregator nodes on this
 * machine's PostgreSQL and Redis behind a load balancer (scripts/scale-out/, docs/decisions/043).
 * The nodes run the built servers, so the build comes first when the sources are newer.
 */
ensureBuild();
await bundleNode("scripts/scale-out/main.ts", "dist/scale-out/main.js");
await import("../dist/scale-out/main.js");
