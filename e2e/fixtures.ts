import { test as base, expect } from "@playwright/test";

/**
 * Every journey also fails on what a player would not see in an assertion: a script error, or an
 * asset or API call the server answered with 5xx.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`script error: ${error.message}`));
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
