import { describe, expect, it } from "vitest";
import { type AffiliateDecisionInput, affiliateCookieToSet } from "./affiliate-cookie.ts";

const base: AffiliateDecisionInput = {
  config: { enable: true, queryParam: "mediacle_aff_code", cookiesLifetime: 2_592_000 },
  query: new URLSearchParams("mediacle_aff_code=AFF1"),
  storedCode: undefined,
  loggedIn: false,
};

describe("affiliateCookieToSet", () => {
  it("stores the code from the query for the configured lifetime", () => {
    expect(affiliateCookieToSet(base)).toEqual({
      name: "mediacle_aff_code",
      value: "AFF1",
      maxAgeS: 2_592_000,
    });
  });

  it("joins repeated parameters into one string", () => {
    const query = new URLSearchParams("mediacle_aff_code=A&mediacle_aff_code=B&mediacle_aff_code=");
    expect(affiliateCookieToSet({ ...base, query })?.value).toBe("A,B");
  });

  it("reads the configured parameter name", () => {
    const config = { ...base.config, queryParam: "ref", cookiesLifetime: 60 };
    expect(affiliateCookieToSet({ ...base, config, query: new URLSearchParams("ref=R9") })).toEqual({
      name: "ref",
      value: "R9",
      maxAgeS: 60,
    });
  });

  it("stores nothing when tracking is off, a code is stored, the player is logged in or no code is given", () => {
    expect(affiliateCookieToSet({ ...base, config: { ...base.config, enable: false } })).toBeNull();
    expect(affiliateCookieToSet({ ...base, storedCode: "OLD" })).toBeNull();
    expect(affiliateCookieToSet({ ...base, loggedIn: true })).toBeNull();
    expect(affiliateCookieToSet({ ...base, query: new URLSearchParams("other=1") })).toBeNull();
  });
});
