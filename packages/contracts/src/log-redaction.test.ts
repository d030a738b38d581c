import { describe, expect, test } from "vitest";
import { redactUrl } from "./log-redaction.ts";

describe("redactUrl", () => {
  test("hides secret query values and keeps the rest", () => {
    expect(redactUrl("/api/user/changeConfirmEmail?code=abc&x=1")).toBe(
      "/api/user/changeConfirmEmail?code=[redacted]&x=1",
    );
    expect(redactUrl("/autologin?x=1&token=t0k")).toBe("/autologin?x=1&token=[redacted]");
    expect(redactUrl("/auth/google/callback?state=s1&code=c2")).toBe(
      "/auth/google/callback?state=[redacted]&code=[redacted]",
    );
    expect(redactUrl("/api/settings?locale=en")).toBe("/api/settings?locale=en");
    expect(redactUrl("/verify-email?CODE=abc#top")).toBe("/verify-email?CODE=[redacted]#top");
  });
});
