import { MESSAGES } from "@platform/contracts";
import { describe, expect, test } from "vitest";
import { accountTranslations } from "./accounts.ts";

const LOCALES = ["en", "fr", "sw", "pt"] as const;

/** The clauses of the default rule (spec §5) as each language words them, length first. */
const PASSWORD_RULE: Record<(typeof LOCALES)[number], { length: string; clauses: string[] }> = {
  en: { length: "4 to 8", clauses: ["upper case", "lower case", "number"] },
  fr: { length: "4 à 8", clauses: ["majuscule", "minuscule", "chiffre"] },
  sw: { length: "4 hadi 8", clauses: ["herufi kubwa", "herufi ndogo", "namba"] },
  pt: { length: "4 a 8", clauses: ["maiúscula", "minúscula", "número"] },
};

describe("account translations", () => {
  test("every language has every key, with the same placeholders", () => {
    const placeholders = (text: string) => [...text.matchAll(/\[[A-Za-z0-9_.-]+\]/g)].map(String).sort();
    const english = accountTranslations.en!;
    for (const locale of LOCALES.slice(1)) {
      const bundle = accountTranslations[locale]!;
      expect(Object.keys(bundle).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(bundle[key]!), `${locale} ${key}`).toEqual(placeholders(text));
      }
    }
  });

  // Issue 16: a message without the length made long passwords fail with no way to tell why.
  test.each(LOCALES)(
    "%s: the password message and hint state the length first, then every clause",
    (locale) => {
      const { length, clauses } = PASSWORD_RULE[locale];
      for (const key of ["validation.password", "auth.password_hint"]) {
        const text = accountTranslations[locale]![key]!;
        const at = text.indexOf(length);
        expect(at, `${key}: ${text}`).toBeGreaterThanOrEqual(0);
        for (const clause of clauses)
          expect(text.lastIndexOf(clause), `${key}: ${clause}`).toBeGreaterThan(at);
      }
    },
  );

  test("the English words are the contracts' own, so the web maps the API message to its key", () => {
    expect(accountTranslations.en!["validation.password"]).toBe(MESSAGES.password);
    expect(accountTranslations.en!["validation.password_custom"]).toBe(MESSAGES.passwordCustom);
  });

  test("a site's own rule has no default words: they come from the site's settings and translations", () => {
    for (const locale of LOCALES)
      expect(accountTranslations[locale]!["validation.password_rule"]).toBeUndefined();
  });
});
