import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

/*
 * The import boundaries of biome.json (docs/decisions/033) reject what they should: a file that
 * reaches into another app, or a package that imports an app, fails `npm run check`. Fixture files
 * are written where such code would live, linted by the project's own Biome, then removed.
 */
const root = fileURLToPath(new URL("..", import.meta.url));

/** A fixture file: where it is written, what it imports, and how many restricted imports Biome finds. */
interface Fixture {
  file: string;
  found?: number;
}
const fixtures: Fixture[] = [];

/**
 * Registers a fixture while the tests are collected; `beforeAll` writes them all and lints them in
 * one Biome run (one run per fixture took half a minute), and each test reads its counts.
 */
function restrictedImports(folder: string, source: string, suffix = ".ts"): { count(): number } {
  const fixture: Fixture = {
    file: path.join(root, folder, `zz-boundary-fixture-${randomBytes(4).toString("hex")}${suffix}`),
  };
  fixtures.push(fixture);
  sources.set(fixture.file, source);
  return {
    count: () => {
      if (fixture.found === undefined) throw new Error(`${fixture.file} was not linted`);
      return fixture.found;
    },
  };
}
const sources = new Map<string, string>();

beforeAll(() => {
  for (const fixture of fixtures) writeFileSync(fixture.file, sources.get(fixture.file)!);
  let output = "";
  try {
    output = execFileSync(
      "npx",
      ["biome", "lint", "--reporter=json", "--max-diagnostics=none", ...fixtures.map((f) => f.file)],
      {
        cwd: root,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
        // The summary Biome prints on stderr for failing files is expected here.
        stdio: ["ignore", "pipe", "ignore"],
      },
    );
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? "");
  }
  const report = JSON.parse(output.slice(output.indexOf("{"))) as {
    diagnostics: { category: string; location: { path: { file: string } | string } }[];
  };
  for (const fixture of fixtures) fixture.found = 0;
  for (const diagnostic of report.diagnostics) {
    if (diagnostic.category !== "lint/style/noRestrictedImports") continue;
    const where = diagnostic.location.path;
    const file = path.resolve(root, typeof where === "string" ? where : where.file);
    const fixture = fixtures.find((candidate) => candidate.file === file);
    if (fixture) fixture.found = (fixture.found ?? 0) + 1;
  }
}, 120_000);
afterAll(() => {
  for (const fixture of fixtures) rmSync(fixture.file, { force: true });
});

const intoApi = 'import { buildApp } from "@platform/api";\nexport const app = buildApp;\n';
const intoApiSources = 'import * as schema from "../../../api/src/db/schema.ts";\nexport const s = schema;\n';
const intoGames = 'import { engine } from "../../../games/src/engine.ts";\nexport const e = engine;\n';
const aPackage = 'import { money } from "@platform/contracts";\nexport const m = money;\n';

/**
 * A rule's cases, registered while the file is collected: [folder, source, restricted imports
 * expected, file suffix].
 */
function rule(name: string, cases: [folder: string, source: string, expected: number, suffix?: string][]) {
  const checks = cases.map(([folder, source, expected, suffix]) => ({
    where: `${folder} (${suffix ?? ".ts"})`,
    found: restrictedImports(folder, source, suffix),
    expected,
  }));
  test(name, () => {
    for (const check of checks)
      expect({ where: check.where, found: check.found.count() }).toEqual({
        where: check.where,
        found: check.expected,
      });
  });
}

const intoGamesSources =
  'import type { SlotGame } from "../../../src/play/engine.ts";\nexport type G = SlotGame;\n';
const slotsPackage = 'import { SLOT_GAMES } from "@platform/slots";\nexport const g = SLOT_GAMES;\n';
const intoFeature =
  'import { LottoPage } from "../features/lotto/lotto-page.tsx";\nexport const p = LottoPage;\n';
const intoRouteTypes =
  'import type { Route } from "../routes/+types/page";\nexport type R = Route.LoaderArgs;\n';
const sideways = 'import { Money } from "../wallet/header-balance.tsx";\nexport const m = Money;\n';
const sidewaysStyles = 'import css from "../lotto/lotto.css?url";\nexport const c = css;\n';
const roundabout =
  'import { LottoPage } from "../../features/lotto/lotto-page.tsx";\nexport const p = LottoPage;\n';
const intoRoute = 'import Page from "../../routes/page.tsx";\nexport const p = Page;\n';
const ownFile = 'import { HeaderBalance } from "./header-balance.tsx";\nexport const h = HeaderBalance;\n';
const shared =
  'import { Money } from "../../shell/wallet/money.tsx";\nimport { useT } from "../../shell/use-shell.ts";\nexport const s = [Money, useT];\n';
const intoApiApp = 'import x from "../../../apps/api/src/app.ts";\nexport const y = x;\n';

describe("import boundaries (biome.json)", () => {
  rule("the web app imports neither the API nor the aggregator", [
    ["apps/web/app/features", intoApi, 1],
    ["apps/web/app/features", intoGames, 1],
    ["apps/web/app/features", aPackage, 0],
  ]);
  rule("the aggregator does not import the platform's code, outside its integration tests", [
    ["apps/games/src/play", intoApiSources, 1],
    ["apps/games/src/play", intoApiSources, 0, ".test.ts"],
  ]);
  rule("the components (a browser bundle) import the aggregator's code only through packages", [
    ["apps/games/client/src/verify", intoGamesSources, 1],
    ["apps/games/client/src/verify", intoGames, 1],
    ["apps/games/client/src/verify", intoGamesSources, 1, ".test.ts"],
    ["apps/games/client/src/verify", slotsPackage, 0],
  ]);
  rule("the API does not import the aggregator's code", [["apps/api/src/games", intoGames, 1]]);
  rule("the web app's shared code (shell/) imports no feature", [
    ["apps/web/app/shell", intoFeature, 1],
    ["apps/web/app/shell", intoApi, 1],
    ["apps/web/app/routes", intoFeature, 0],
  ]);
  rule("the web app's shared code (shell/) imports no route", [["apps/web/app/shell", intoRouteTypes, 1]]);
  rule("a web feature imports neither another feature nor a route, only its own files and shared code", [
    ["apps/web/app/features/history", sideways, 1],
    ["apps/web/app/features/history", sidewaysStyles, 1],
    ["apps/web/app/features/history", roundabout, 1],
    ["apps/web/app/features/history", intoRoute, 1],
    ["apps/web/app/features/wallet", ownFile, 0],
    ["apps/web/app/features/history", shared, 0],
    ["apps/web/app/features/history", intoApi, 1],
  ]);
  rule("packages never import apps", [
    ["packages/contracts/src", intoApi, 1],
    ["packages/fair/src", intoApiApp, 1],
  ]);
});
