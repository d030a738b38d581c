import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.1 A and AA: the rules every page of every theme must pass. */
export const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** axe set to WCAG's rules for the open page: every journey's accessibility check runs through it. */
export function wcagAxe(page: Page): AxeBuilder {
  return (
    new AxeBuilder({ page })
      // One axe.run in the page instead of runPartial + finishRun in a second page: the partial
      // results of a 2,500-node page are megabytes through the protocol, 17 s instead of 3 s a check.
      // No page of ours holds an iframe that would need the cross-frame path.
      .setLegacyMode(true)
      .options({
        // Experimental in axe, so outside the tags: a control's name holds the text it shows (2.5.3).
        rules: { "label-content-name-mismatch": { enabled: true } },
        // Only violations are read; passes and the rest keep one node each instead of every node.
        resultTypes: ["violations"],
      })
      // Set after options(), which replaces every option given so far.
      .withTags(WCAG)
  );
}

/** axe's findings on the open page, one readable block per rule, prefixed with `label`. */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  const results = await wcagAxe(page).analyze();
  return results.violations.map((violation) =>
    [
      `${label}: ${violation.id} (${violation.impact}) ${violation.help}`,
      ...violation.nodes.map((node) => `  ${JSON.stringify(node.target)} ${node.failureSummary ?? ""}`),
    ].join("\n"),
  );
}
