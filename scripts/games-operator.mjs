import { ensureBuild } from "./ensure-build.mjs";

/** `npm run games-operator -- …`: the aggregator's commands (apps/games/src/cli.ts), built if needed. */
ensureBuild();
await import("../apps/games/dist/games-operator.js");
