import { ensureBuild } from "./ensure-build.mjs";

/** `npm start`: build if needed, then run API + web on one port with the embedded store. */
ensureBuild();
// React and React Router pick their production builds from NODE_ENV when first imported.
process.env.NODE_ENV ??= "production";
await import("../dist/platform.js");
