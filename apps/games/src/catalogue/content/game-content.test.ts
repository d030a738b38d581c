import { LINES_FORMS, paysBasis, readLines } from "@platform/contracts/client";
import { describe, expect, test } from "vitest";
import { demoSites } from "../../../../api/src/seed/demo-sites/index.ts";
import { completeness, translatableStrings } from "./completeness.ts";
import { GAME_CONTENT, type GameText, gameWords, type LanguageContent } from "./game-content.ts";

/** The languages the demo sites offer (the platform's seed): each must have every game string. */
const offered = [...new Set(demoSites.flatMap((site) => site.languages))].sort();
const translated = offered.filter((language) => language !== "en");

/** The numbers of a text, sorted: a translation says the same counts, pays and stake units. */
const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();

describe("game content in every language the sites offer", () => {
  test("the demo sites offer English, French, Swahili and Portuguese at least", () => {
    expect(offered).toEqual(expect.arrayContaining(["en", "fr", "sw", "pt"]));
  });

  test.each(translated)("%s translates every game string (100%%)", (language) => {
    const figure = completeness(language);
    expect(figure.missing).toEqual([]);
    expect(figure.translated).toBe(figure.total);
  });

  test.each(translated)("%s keeps the numbers of every description and rule", (language) => {
    const words = gameWords(language);
    for (const source of translatableStrings()) {
      if (source.kind === "description")
        expect(numbers(words.description(source.slug, source.english)), source.slug).toEqual(
          numbers(source.english),
        );
      if (source.kind === "rule")
        expect(numbers(words.rule(source.slug, source.english)), source.english).toEqual(
          numbers(source.english),
        );
    }
  });

  test.each(Object.entries(GAME_CONTENT))(
    "%s has no string for a game, symbol or rule that no longer exists",
    (_, content: LanguageContent) => {
      const sources = translatableStrings();
      const has = (match: (source: (typeof sources)[number]) => boolean) => sources.some(match);
      for (const id of Object.keys(content.categories))
        expect(
          has((s) => s.kind === "category" && s.id === id),
          `category ${id}`,
        ).toBe(true);
      for (const rule of Object.keys(content.rules))
        expect(
          has((s) => s.kind === "rule" && s.english === rule),
          rule,
        ).toBe(true);
      for (const [slug, game] of Object.entries(content.games) as [string, GameText][]) {
        expect(
          has((s) => s.kind === "description" && s.slug === slug),
          slug,
        ).toBe(true);
        for (const id of Object.keys(game.symbols))
          expect(
            has((s) => s.kind === "symbol" && s.slug === slug && s.id === id),
            `${slug} ${id}`,
          ).toBe(true);
        for (const rule of Object.keys(game.rules ?? {}))
          expect(
            has((s) => s.kind === "rule" && s.slug === slug && s.english === rule),
            rule,
          ).toBe(true);
      }
    },
  );

  test.each(translated)("%s writes each lines label so the paytable still reads its basis", (language) => {
    const words = gameWords(language);
    for (const [english, basis] of [
      ["20 lines", "line"],
      ["1 line", "total"],
      ["243 ways", "total"],
    ] as const) {
      const label = words.lines(english);
      expect(label, english).not.toBe(english);
      expect(readLines(label)).toEqual(readLines(english));
      expect(paysBasis(label)).toBe(basis);
    }
    expect(LINES_FORMS[language]).toBeDefined();
  });
});

describe("a locale's game words", () => {
  test("read the language of a regional locale and fall back to English per string", () => {
    const words = gameWords("pt-MZ");
    expect(words.symbol("savanna-sunset", "BAOBAB", "Baobab")).toBe("Embondeiro");
    expect(words.symbol("savanna-sunset", "NEW", "New symbol")).toBe("New symbol");
    expect(words.rule("savanna-sunset", "A rule nobody translated.")).toBe("A rule nobody translated.");
    expect(words.category("crash", "Crash")).toBe("Jogos crash");
    expect(words.category("lotto", "Lotto")).toBe("Lotto");
  });

  test("an unknown or odd locale is English", () => {
    for (const locale of ["xx", "", undefined, "constructor", "__proto__"]) {
      const words = gameWords(locale);
      expect(words.description("savanna-sunset", "English.")).toBe("English.");
      expect(words.lines("20 lines")).toBe("20 lines");
    }
  });
});
