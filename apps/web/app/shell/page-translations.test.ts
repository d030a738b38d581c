import { describe, expect, it } from "vitest";
import { chromeTranslations, pageTranslations } from "./page-translations.ts";

const dictionary = {
  "nav.home": "Home",
  "footer.about": "About",
  "lotto.summary_one": "1 line",
  "draws.closes_in": "Closes in",
  "games.play": "Play",
  "deposit.title": "Deposit",
  "home.hero": "Welcome",
};

describe("page translations", () => {
  it("the chrome carries the layout's namespaces only", () => {
    const chrome = chromeTranslations({ dictionary, theme: "default" });
    expect(chrome).toEqual({ "nav.home": "Home", "footer.about": "About" });
  });

  it("of a namespace the chrome uses a part of, it carries that part only", () => {
    const split = {
      "safer.reality.title": "Reality check",
      "safer.limits.day": "Daily",
      "account.nav.label": "Account",
    };
    expect(chromeTranslations({ dictionary: split, theme: "default" })).toEqual({
      "safer.reality.title": "Reality check",
      "account.nav.label": "Account",
    });
    // The account settings page brings the limits; the chrome's part is not sent twice.
    expect(pageTranslations({ dictionary: split, theme: "default" }, "account/settings")).toEqual({
      "safer.limits.day": "Daily",
    });
  });

  it("a page adds its own namespaces, by the pattern React Router passes (no leading slash)", () => {
    const lotto = pageTranslations({ dictionary, theme: "default" }, "lotto");
    expect(Object.keys(lotto).sort()).toEqual(["draws.closes_in", "lotto.summary_one"]);
    expect(pageTranslations({ dictionary, theme: "default" }, "games/:slug")).toEqual({
      "games.play": "Play",
    });
  });

  it("the home route adds what the site's theme's home page uses", () => {
    expect(pageTranslations({ dictionary, theme: "default" }, "/")).toEqual({ "home.hero": "Welcome" });
    expect(Object.keys(pageTranslations({ dictionary, theme: "base4" }, "/"))).toEqual(
      expect.arrayContaining(["home.hero", "lotto.summary_one", "draws.closes_in"]),
    );
  });

  it("a pattern the table does not know gets every string the chrome lacks rather than miss one", () => {
    const unknown = pageTranslations({ dictionary, theme: "default" }, "not/a/route");
    expect(Object.keys(unknown).sort()).toEqual([
      "deposit.title",
      "draws.closes_in",
      "games.play",
      "home.hero",
      "lotto.summary_one",
    ]);
  });
});
