import { test as base, expect } from "@playwright/test";

/**
 * Every journey also fails on what a player would not see in an assertion: a script error, an
 * asset or API call the server answered with 5xx, or anything the Content-Security-Policy blocked.
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
      expect(problems, "problems seen by the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
