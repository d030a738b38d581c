import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

/** The React Router server build and its client folder, from apps/web/build. */
export async function loadWebBuild(buildDir: string): Promise<{ build: ServerBuild; clientDir: string }> {
  const serverEntry = pathToFileURL(path.join(buildDir, "server", "index.js")).href;
  const build = (await import(serverEntry)) as ServerBuild;
  return { build, clientDir: path.join(buildDir, "client") };
}
