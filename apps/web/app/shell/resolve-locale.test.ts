import { describe, expect, it } from "vitest";
import { resolveLocale } from "./resolve-locale.ts";

describe("resolveLocale", () => {
  const offered = ["en", "fr", "sw"];

  it("uses the cookie when the site offers that language", () => {
    expect(resolveLocale("fr", offered, "en")).toBe("fr");
  });

  it("ignores a cookie language the site does not offer", () => {
    expect(resolveLocale("de", offered, "sw")).toBe("sw");
  });

  it("falls back to the default language, then to en", () => {
    expect(resolveLocale(undefined, offered, "sw")).toBe("sw");
    expect(resolveLocale(undefined, offered, undefined)).toBe("en");
    expect(resolveLocale("", offered, "")).toBe("en");
  });
});
