import { ensureBuild } from "./ensure-build.mjs";

/** `npm start`: build if needed, then run API + web on one port with the embedded store. */
ensureBuild();
// `npm start` is the two-command demo: React's production build (picked from NODE_ENV when first
// imported) with the demo's shortcuts (outbox transport, generated AUTH_SECRET). Given
// NODE_ENV=production explicitly, the process is a real deployment and demands real settings.
if (process.env.NODE_ENV === undefined) {
  process.env.NODE_ENV = "production";
  process.env.DEMO_MODE ??= "true";
}
await import("../dist/platform.js");
