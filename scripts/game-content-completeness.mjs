import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bundleNode } from "./esbuild-node.mjs";

/**
 * `npm run content:games`: per language the demo sites offer, how many of the games' translatable
 * strings (descriptions, symbol names, rules, category names, lines labels) the aggregator has
 * (apps/games/src/catalogue/content), and which are missing. A figure, never a failure: the unit
 * test game-content.test.ts holds it at 100 %.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
mkdirSync(path.join(root, "dist"), { recursive: true });
const dir = mkdtempSync(path.join(root, "dist", "content-"));
try {
  const content = path.join(dir, "completeness.mjs");
  const sites = path.join(dir, "demo-sites.mjs");
  await bundleNode(path.join(root, "apps/games/src/catalogue/content/completeness.ts"), content);
  await bundleNode(path.join(root, "apps/api/src/seed/demo-sites/index.ts"), sites);
  const { completeness } = await import(content);
  const { demoSites } = await import(sites);
  const languages = [...new Set(demoSites.flatMap((site) => site.languages))];
  for (const language of languages) {
    const { translated, total, missing } = completeness(language);
    const percent = Math.floor((100 * translated) / total);
    console.log(`${language} ${percent}% (${translated}/${total})${language === "en" ? " source" : ""}`);
    for (const where of missing) console.log(`  missing: ${where}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
