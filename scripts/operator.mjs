import { ensureBuild } from "./ensure-build.mjs";

/** `npm run operator -- …`: the operator's commands (apps/api/src/operator/cli.ts), built if needed. */
ensureBuild();
await import("../apps/api/dist/operator.js");
