import { describe, expect, it } from "vitest";
import { CRASH_EN, CRASH_FR, CRASH_PT, CRASH_SW } from "./crash-messages.ts";

describe("the crash game's words", () => {
  it("have every key in every language, with the same {holes}", () => {
    const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [language, words] of Object.entries({ fr: CRASH_FR, sw: CRASH_SW, pt: CRASH_PT })) {
      expect(Object.keys(words).sort(), language).toEqual(Object.keys(CRASH_EN).sort());
      for (const [key, english] of Object.entries(CRASH_EN)) {
        expect(holes(words[key as keyof typeof CRASH_EN]), `${language} ${key}`).toEqual(holes(english));
      }
    }
  });
});
