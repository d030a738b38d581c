import { siteSettingsSchema } from "@platform/contracts";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./content-security-policy.ts";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((item) => item.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe("contentSecurityPolicy", () => {
  it("lets scripts run from here, by nonce, and from the site's own sources; never inline without it", () => {
    const settings = siteSettingsSchema.parse({
      site: "Test",
      setup: {
        script_header: [{ src: "https://tags.example.com/t.js?id=1" }, { content: "x()" }],
        script_footer: [{ src: "https://chat.example.net/w.js" }],
      },
      content_security_policy: {
        script_src: ["https://games.example.org"],
        connect_src: ["https://games.example.org"],
      },
    });
    const policy = contentSecurityPolicy("abc123", settings, false);
    expect(directive(policy, "script-src")).toBe(
      "'self' 'nonce-abc123' https://tags.example.com https://chat.example.net https://games.example.org",
    );
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(directive(policy, "connect-src")).toBe("'self' https://games.example.org");
    expect(directive(policy, "frame-ancestors")).toBe("'none'");
    expect(directive(policy, "frame-src")).toBe("'none'");
    expect(directive(policy, "object-src")).toBe("'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  it("lets forms post (and be redirected after posting) to the payment pages the API lists", () => {
    const settings = siteSettingsSchema.parse({
      site: "Test",
      content_security_policy: { form_action: ["https://pay.example.com"] },
    });
    expect(directive(contentSecurityPolicy("n", settings, true), "form-action")).toBe(
      "'self' https://pay.example.com",
    );
    expect(directive(contentSecurityPolicy("n", null, true), "form-action")).toBe("'self'");
  });

  it("without a site (unknown host) allows only this origin; over https upgrades requests", () => {
    const policy = contentSecurityPolicy("n1", null, true);
    expect(directive(policy, "script-src")).toBe("'self' 'nonce-n1'");
    expect(policy).toContain("upgrade-insecure-requests");
  });
});
