import { describe, expect, it } from "vitest";
import { assertSameOrigin, isSameOriginRequest } from "./same-origin.ts";

const url = new URL("https://drc.example/account/settings");
const post = (headers: Record<string, string>) => new Request(url, { method: "POST", headers });

describe("isSameOriginRequest", () => {
  it("trusts Sec-Fetch-Site when the browser sends it", () => {
    expect(isSameOriginRequest(post({ "sec-fetch-site": "same-origin" }), url)).toBe(true);
    expect(isSameOriginRequest(post({ "sec-fetch-site": "cross-site" }), url)).toBe(false);
    expect(isSameOriginRequest(post({ "sec-fetch-site": "same-site" }), url)).toBe(false);
    expect(
      isSameOriginRequest(post({ "sec-fetch-site": "cross-site", origin: "https://drc.example" }), url),
    ).toBe(false);
  });

  it("falls back to Origin", () => {
    expect(isSameOriginRequest(post({ origin: "https://drc.example" }), url)).toBe(true);
    expect(isSameOriginRequest(post({ origin: "https://evil.example" }), url)).toBe(false);
    expect(isSameOriginRequest(post({ origin: "null" }), url)).toBe(false);
  });

  it("accepts a request no browser sent (no cookies of a victim to abuse)", () => {
    expect(isSameOriginRequest(post({}), url)).toBe(true);
  });
});

describe("assertSameOrigin", () => {
  it("refuses a cross-site post with 403", () => {
    let thrown: unknown;
    try {
      assertSameOrigin(post({ "sec-fetch-site": "cross-site" }), url);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 403 } });
  });
});
