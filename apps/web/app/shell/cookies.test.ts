import { describe, expect, it } from "vitest";
import { parseCookies, serializeCookie } from "./cookies.ts";

describe("parseCookies", () => {
  it("reads name=value pairs, decoding values and keeping the first of duplicates", () => {
    const cookies = parseCookies("locale=fr; code=a%2Cb; locale=en; broken=%E0%A4%A; =x; flag");
    expect(cookies.get("locale")).toBe("fr");
    expect(cookies.get("code")).toBe("a,b");
    expect(cookies.get("broken")).toBe("%E0%A4%A");
    expect(cookies.size).toBe(3);
  });

  it("returns an empty map without a header", () => {
    expect(parseCookies(null).size).toBe(0);
  });
});

describe("serializeCookie", () => {
  it("writes the attributes with safe defaults", () => {
    expect(serializeCookie("locale", "fr", { maxAgeS: 60 })).toBe(
      "locale=fr; Max-Age=60; Path=/; SameSite=Lax",
    );
    expect(serializeCookie("c", "a,b", { maxAgeS: 1, httpOnly: true, secure: true })).toBe(
      "c=a%2Cb; Max-Age=1; Path=/; SameSite=Lax; HttpOnly; Secure",
    );
  });
});
