import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * `node scripts/screenshots.mjs [origin-port] [path]`: full-page screenshots of every demo site at
 * phone (390 px) and desktop (1280 px) widths into screenshots/, against a running platform.
 */
const port = process.argv[2] ?? "3000";
const path = process.argv[3] ?? "/";
const hosts = ["localhost", "base2.localhost", "base3.localhost", "base4.localhost", "soon.localhost"];
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
for (const host of hosts) {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 800 } });
    await page.goto(`http://${host}:${port}${path}`, { waitUntil: "networkidle" });
    const name = `screenshots/${host.split(".")[0]}${path.replaceAll("/", "_")}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
    await page.close();
  }
}
await browser.close();
