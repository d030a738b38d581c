import { ensureBuild } from "./ensure-build.mjs";

/** `npm start`: build if needed, then run API + web on one port with the embedded store. */
ensureBuild();
await import("../dist/platform.js");
