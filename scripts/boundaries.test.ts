import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, test } from "vitest";

/*
 * The import boundaries of biome.json (docs/decisions/033) reject what they should: a file that
 * reaches into another app, or a package that imports an app, fails `npm run check`. Fixture files
 * are written where such code would live, linted by the project's own Biome, then removed.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const written: string[] = [];
afterAll(() => {
  for (const file of written) rmSync(file, { force: true });
});

function restrictedImports(folder: string, source: string, suffix = ".ts"): string[] {
  const file = path.join(root, folder, `zz-boundary-fixture-${randomBytes(4).toString("hex")}${suffix}`);
  written.push(file);
  writeFileSync(file, source);
  let output = "";
  try {
    output = execFileSync("npx", ["biome", "lint", "--reporter=json", file], {
      cwd: root,
      encoding: "utf8",
      // The summary Biome prints on stderr for a failing file is expected here.
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? "");
  }
  const report = JSON.parse(output.slice(output.indexOf("{"))) as {
    diagnostics: { category: string; location: { path: { file: string } | string } }[];
  };
  return report.diagnostics
    .filter((diagnostic) => diagnostic.category === "lint/style/noRestrictedImports")
    .map((diagnostic) => diagnostic.category);
}

const intoApi = 'import { buildApp } from "@platform/api";\nexport const app = buildApp;\n';
const intoApiSources = 'import * as schema from "../../../api/src/db/schema.ts";\nexport const s = schema;\n';
const intoGames = 'import { engine } from "../../../games/src/engine.ts";\nexport const e = engine;\n';
const aPackage = 'import { money } from "@platform/contracts";\nexport const m = money;\n';

describe("import boundaries (biome.json)", () => {
  test("the web app imports neither the API nor the aggregator", () => {
    expect(restrictedImports("apps/web/app/features", intoApi)).toHaveLength(1);
    expect(restrictedImports("apps/web/app/features", intoGames)).toHaveLength(1);
    expect(restrictedImports("apps/web/app/features", aPackage)).toHaveLength(0);
  });

  test("the aggregator does not import the platform's code, outside its integration tests", () => {
    expect(restrictedImports("apps/games/src/play", intoApiSources)).toHaveLength(1);
    expect(restrictedImports("apps/games/src/play", intoApiSources, ".test.ts")).toHaveLength(0);
  });

  test("the components (a browser bundle) import the aggregator's code only through packages", () => {
    const intoGamesSources =
      'import type { SlotGame } from "../../../src/play/engine.ts";\nexport type G = SlotGame;\n';
    const slotsPackage = 'import { SLOT_GAMES } from "@platform/slots";\nexport const g = SLOT_GAMES;\n';
    expect(restrictedImports("apps/games/client/src/verify", intoGamesSources)).toHaveLength(1);
    expect(restrictedImports("apps/games/client/src/verify", intoGames)).toHaveLength(1);
    expect(restrictedImports("apps/games/client/src/verify", intoGamesSources, ".test.ts")).toHaveLength(1);
    expect(restrictedImports("apps/games/client/src/verify", slotsPackage)).toHaveLength(0);
  });

  test("the API does not import the aggregator's code", () => {
    expect(restrictedImports("apps/api/src/games", intoGames)).toHaveLength(1);
  });

  test("the web app's shared code (shell/) imports no feature", () => {
    const intoFeature =
      'import { LottoPage } from "../features/lotto/lotto-page.tsx";\nexport const p = LottoPage;\n';
    expect(restrictedImports("apps/web/app/shell", intoFeature)).toHaveLength(1);
    expect(restrictedImports("apps/web/app/shell", intoApi)).toHaveLength(1);
    expect(restrictedImports("apps/web/app/routes", intoFeature)).toHaveLength(0);
  });

  test("the web app's shared code (shell/) imports no route", () => {
    const intoRoute =
      'import type { Route } from "../routes/+types/page";\nexport type R = Route.LoaderArgs;\n';
    expect(restrictedImports("apps/web/app/shell", intoRoute)).toHaveLength(1);
  });

  test("a web feature imports neither another feature nor a route, only its own files and shared code", () => {
    const sideways = 'import { Money } from "../wallet/header-balance.tsx";\nexport const m = Money;\n';
    const sidewaysStyles = 'import css from "../lotto/lotto.css?url";\nexport const c = css;\n';
    const roundabout =
      'import { LottoPage } from "../../features/lotto/lotto-page.tsx";\nexport const p = LottoPage;\n';
    const intoRoute = 'import Page from "../../routes/page.tsx";\nexport const p = Page;\n';
    const ownFile =
      'import { HeaderBalance } from "./header-balance.tsx";\nexport const h = HeaderBalance;\n';
    const shared =
      'import { Money } from "../../shell/wallet/money.tsx";\nimport { useT } from "../../shell/use-shell.ts";\nexport const s = [Money, useT];\n';
    expect(restrictedImports("apps/web/app/features/history", sideways)).toHaveLength(1);
    expect(restrictedImports("apps/web/app/features/history", sidewaysStyles)).toHaveLength(1);
    expect(restrictedImports("apps/web/app/features/history", roundabout)).toHaveLength(1);
    expect(restrictedImports("apps/web/app/features/history", intoRoute)).toHaveLength(1);
    expect(restrictedImports("apps/web/app/features/wallet", ownFile)).toHaveLength(0);
    expect(restrictedImports("apps/web/app/features/history", shared)).toHaveLength(0);
    expect(restrictedImports("apps/web/app/features/history", intoApi)).toHaveLength(1);
  });

  test("packages never import apps", () => {
    expect(restrictedImports("packages/contracts/src", intoApi)).toHaveLength(1);
    expect(
      restrictedImports(
        "packages/fair/src",
        'import x from "../../../apps/api/src/app.ts";\nexport const y = x;\n',
      ),
    ).toHaveLength(1);
  });
});
