import { writeFileSync } from "node:fs";
import path from "node:path";
import { THEMES } from "@platform/contracts";
import routes from "../app/routes.ts";
import { analyseRouteNamespaces, type RouteEntry, renderRouteNamespaces } from "./route-namespaces.ts";

/** `npm run i18n:routes` (from the repository root): rewrites app/shell/route-namespaces.ts. */
const appDir = path.resolve("apps/web/app");
const target = path.join(appDir, "shell/route-namespaces.ts");
const next = renderRouteNamespaces(analyseRouteNamespaces(appDir, routes as RouteEntry[], [...THEMES]));
writeFileSync(target, next);
console.log(`wrote ${path.relative(process.cwd(), target)}`);
