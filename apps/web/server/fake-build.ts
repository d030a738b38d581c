import type { ServerBuild } from "react-router";
import { apiTransportContext } from "../app/shell/api-transport.ts";

type Module = Record<string, unknown>;

/**
 * For tests: the smallest React Router server build, a root route (with the given exports, such
 * as middleware) and the given child routes (by path), with an entry that answers the document's status and route errors as JSON instead of
 * rendering React, so a test sees what the browser would be handed.
 */
export function fakeBuild(children: Record<string, Module>, root: Module = {}): ServerBuild {
  const routes: Record<string, unknown> = {
    root: { id: "root", path: "", module: { default: () => null, ...root } },
  };
  for (const [path, module] of Object.entries(children)) {
    routes[path] = { id: path, parentId: "root", path, module };
  }
  const handleDocument = (
    _request: Request,
    status: number,
    headers: Headers,
    context: { staticHandlerContext: { errors: unknown } },
  ) => Response.json({ status, errors: context.staticHandlerContext.errors }, { status, headers });
  return {
    entry: { module: { default: handleDocument, handleError: () => {}, apiTransportContext } },
    routes,
    assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: "",
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}
