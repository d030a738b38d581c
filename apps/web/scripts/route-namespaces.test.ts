import path from "node:path";
import { THEMES } from "@platform/contracts";
import { describe, expect, it } from "vitest";
import routes from "../app/routes.ts";
import {
  CHROME_NAMESPACES,
  ROUTE_NAMESPACES,
  THEME_HOME_NAMESPACES,
  THEME_HOME_ROUTES,
} from "../app/shell/route-namespaces.ts";
import { analyseRouteNamespaces, namespaceOfLiteral, type RouteEntry } from "./route-namespaces.ts";

const appDir = path.resolve(import.meta.dirname, "../app");

describe("route translation namespaces", () => {
  const analysis = analyseRouteNamespaces(appDir, routes as RouteEntry[], [...THEMES]);

  it("match the source: run `npm run i18n:routes` after changing a page's strings or imports", () => {
    expect({
      chrome: CHROME_NAMESPACES,
      routes: ROUTE_NAMESPACES,
      themeHome: THEME_HOME_NAMESPACES,
      themeHomeRoutes: THEME_HOME_ROUTES,
    }).toEqual(analysis);
  });

  it("give a page the namespaces of the modules it imports, and the chrome those of the layouts", () => {
    expect(analysis.routes["/lotto"]).toEqual(expect.arrayContaining(["lotto", "draws"]));
    expect(analysis.routes["/games/:slug"]).toContain("games");
    expect(analysis.routes["/account/settings"]).toEqual(
      expect.arrayContaining(["auth", "fica", "sessions"]),
    );
    // base4's header shows a lotto countdown on its home page only; other themes' chrome does not.
    expect(analysis.themeHome.base4).toContain("lotto");
    expect(analysis.chrome.default).not.toContain("lotto");
    for (const theme of THEMES)
      expect(analysis.chrome[theme]).toEqual(expect.arrayContaining(["nav", "footer", "error"]));
  });

  it("reads a key's namespace, one level deeper for the split ones, and not from bare words", () => {
    expect(namespaceOfLiteral("lotto.summary_one", false)).toBe("lotto");
    expect(namespaceOfLiteral("lotto", true)).toBe("lotto");
    expect(namespaceOfLiteral("lotto", false)).toBeNull();
    expect(namespaceOfLiteral("safer.reality.title", false)).toBe("safer.reality");
    expect(namespaceOfLiteral("safer.limits", true)).toBe("safer.limits");
    expect(namespaceOfLiteral("safer", true)).toBe("safer");
  });

  it("refuses a key built from a variable prefix that DYNAMIC_PREFIXES does not list", async () => {
    const { mkdtempSync, writeFileSync, mkdirSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const dir = mkdtempSync(path.join(tmpdir(), "route-ns-"));
    mkdirSync(path.join(dir, "routes"));
    writeFileSync(path.join(dir, "root.tsx"), "export const x = 1;\n");
    writeFileSync(path.join(dir, "routes/page.tsx"), 'export const label = "nav.home";\n');
    const dynamicKey = ["`$", "{kind}.title`"].join("");
    writeFileSync(path.join(dir, "routes/x.tsx"), `export const f = (kind: string) => t(${dynamicKey});\n`);
    const tree: RouteEntry[] = [{ file: "routes/page.tsx", children: [{ file: "routes/x.tsx", path: "x" }] }];
    expect(() => analyseRouteNamespaces(dir, tree, [])).toThrow(/routes\/x\.tsx builds a translation key/);
  });
});
