import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

/**
 * Every JavaScript file a browser loads for the home page, gzip-compressed at level 9: the budget
 * figure of issue 2 (150 KB). Measured in a real Chromium so dynamic imports (the theme) count.
 */
export async function homeJavaScriptBytes(origin, hosts) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const rows = [];
  try {
    for (const host of hosts) {
      const page = await browser.newPage();
      const scripts = new Map();
      page.on("response", async (response) => {
        if (response.request().resourceType() !== "script") return;
        scripts.set(
          response.url(),
          response.body().catch(() => Buffer.alloc(0)),
        );
      });
      await page.goto(`${origin.replace("localhost", host)}/`, { waitUntil: "networkidle" });
      let raw = 0;
      let gzip = 0;
      for (const body of await Promise.all(scripts.values())) {
        raw += body.length;
        gzip += gzipSync(body, { level: 9 }).length;
      }
      rows.push({
        host,
        files: scripts.size,
        rawKB: +(raw / 1024).toFixed(1),
        gzipKB: +(gzip / 1024).toFixed(1),
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
