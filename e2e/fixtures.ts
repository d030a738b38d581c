import { test as base, expect } from "@playwright/test";
import { rawKeysOn } from "./raw-keys.ts";

/**
 * Every journey also fails on what a player would not see in an assertion: a script error, an
 * asset or API call the server answered with 5xx, anything the Content-Security-Policy blocked, or
 * a translation key shown as text on the page the journey ends on (a page's strings that did not
 * reach it).
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`script error: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" && message.text().includes("Content Security Policy"))
          problems.push(`blocked by CSP: ${message.text()}`);
      });
      page.on("response", (response) => {
        if (response.status() >= 500) problems.push(`${response.status()} from ${response.url()}`);
      });
      await use(problems);
      const rawKeys = await rawKeysOn(page).catch(() => []);
      for (const key of rawKeys) problems.push(`translation key shown as text: ${key} on ${page.url()}`);
      expect(problems, "problems seen by the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
