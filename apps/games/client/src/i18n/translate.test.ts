import { describe, expect, it } from "vitest";
import { EN, MESSAGES } from "./messages.ts";
import { languageOf, translator } from "./translate.ts";

describe("the components' words", () => {
  it("has every key in every language, with the same placeholders", () => {
    const holes = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(String).sort();
    for (const [language, messages] of Object.entries(MESSAGES)) {
      expect(Object.keys(messages).sort(), language).toEqual(Object.keys(EN).sort());
      for (const [key, text] of Object.entries(EN)) {
        expect(holes(messages[key as keyof typeof EN]), `${language} ${key}`).toEqual(holes(text));
      }
    }
  });

  it("reads a regional locale as its language and an unknown one as English", () => {
    expect(languageOf("pt-MZ")).toBe("pt");
    expect(languageOf("de")).toBe("en");
    expect(translator("fr")("play.spin")).toBe("Lancer");
    expect(translator("sw")("lobby.count", { count: 3 })).toBe("Michezo 3");
  });
});
