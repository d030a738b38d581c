import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * `node scripts/og-images.mjs [port]`: renders each demo site's home at 1200×630, the Open Graph
 * image size, into apps/web/public/og/<site_code>.png (committed; re-run when a theme changes).
 */
const port = process.argv[2] ?? "3000";
const sites = [
  ["localhost", "drc-online"],
  ["base2.localhost", "base2"],
  ["base3.localhost", "base3"],
  ["base4.localhost", "base4"],
  ["soon.localhost", "soon"],
];
mkdirSync("apps/web/public/og", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
for (const [host, siteCode] of sites) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.goto(`http://${host}:${port}/`, { waitUntil: "networkidle" });
  await page.screenshot({ path: `apps/web/public/og/${siteCode}.png` });
  await page.close();
}
await browser.close();
