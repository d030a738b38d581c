import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { translate } from "./i18n.ts";

describe("translate", () => {
  const dictionary = { "home.welcome": "Welcome, [name]!", "wins.line": "[player] won [amount] on [game]" };

  it("returns the translation for a known key", () => {
    expect(translate({ a: "Bonjour" }, "a")).toBe("Bonjour");
  });

  it("falls back to the key itself when nothing is found", () => {
    expect(translate(dictionary, "missing.key")).toBe("missing.key");
  });

  it("replaces square-bracket placeholders, numbers included", () => {
    expect(translate(dictionary, "home.welcome", { name: "Amani" })).toBe("Welcome, Amani!");
    expect(translate(dictionary, "wins.line", { player: "Ke***23", amount: 1200, game: "Nile Gold" })).toBe(
      "Ke***23 won 1200 on Nile Gold",
    );
  });

  it("leaves placeholders without a param as written, and placeholders in a fallback key work too", () => {
    expect(translate(dictionary, "home.welcome", {})).toBe("Welcome, [name]!");
    expect(translate({}, "Hello [who]", { who: "you" })).toBe("Hello you");
  });

  it("never interprets replacement text as a pattern", () => {
    expect(translate({ k: "[a]" }, "k", { a: "$& [b]", b: "x" })).toBe("$& [b]");
  });

  it("does not read inherited properties as params", () => {
    expect(translate({ k: "[constructor]" }, "k", {})).toBe("[constructor]");
  });

  it("is the identity for text without brackets", () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes("[")),
        (text) => {
          expect(translate({ k: text }, "k", { any: "x" })).toBe(text);
        },
      ),
    );
  });
});
