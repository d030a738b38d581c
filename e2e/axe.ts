import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.1 A and AA: the rules every page of every theme must pass. */
export const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** axe's findings on the open page, one readable block per rule, prefixed with `label`. */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // Experimental in axe, so outside the tags: a control's name holds the text it shows (2.5.3).
    // Set before withTags: options() replaces every option given so far.
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(WCAG)
    .analyze();
  return results.violations.map((violation) =>
    [
      `${label}: ${violation.id} (${violation.impact}) ${violation.help}`,
      ...violation.nodes.map((node) => `  ${JSON.stringify(node.target)} ${node.failureSummary ?? ""}`),
    ].join("\n"),
  );
}
