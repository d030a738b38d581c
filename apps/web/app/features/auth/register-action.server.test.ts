import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { apiTransportContext } from "../../shell/api-transport.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { testShell } from "../../shell/test-shell.ts";
import { testUser } from "../../shell/test-user.ts";
import { registerAction } from "./register-action.server.ts";

const settings = {
  auth_attempt_by: "phone" as const,
  affiliate_tracking: { enable: true, query_param: "mediacle_aff_code" },
};

/** Runs the /register action against a fake API that records what it was sent. */
async function submit(cookie: string, affiliateCode: string | null) {
  const sent: Request[] = [];
  const context = new RouterContextProvider();
  context.set(shellContext, testShell(settings));
  context.set(apiTransportContext, async (request) => {
    sent.push(request);
    return Response.json({ status: "success", data: { token: "t".repeat(43), user: testUser } });
  });
  const form = new URLSearchParams({
    phone_number: "712345678",
    password: "Play1234",
    confirm_password: "Play1234",
    age_confirmed: "on",
    terms_accepted: "on",
  });
  const url = new URL("https://site.test/register");
  const request = new Request(url, {
    method: "POST",
    body: form,
    headers: { cookie, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
  });
  const response = await registerAction(request, url, context, {
    affiliateCode,
    localizeRefusal: (failure) => failure,
  });
  return { sent, response };
}

describe("registerAction", () => {
  it("sends the affiliate code the route found and this browser's device token", async () => {
    const device = "d".repeat(43);
    const { sent, response } = await submit(`device=${device}`, "AFF,7");
    const body = await sent[0]!.json();
    expect(body).toMatchObject({ phone_number: "712345678", affiliate_code: "AFF,7" });
    expect(sent[0]!.headers.get("x-device-token")).toBe(device);
    expect(response).toBeInstanceOf(Response);
    const cookies = (response as Response).headers.getSetCookie();
    expect(
      cookies.some((cookie) => cookie.startsWith(`device=${device};`) && cookie.includes("HttpOnly")),
    ).toBe(true);
  });

  it("a browser without a device cookie gets a new random one; no affiliate code is invented", async () => {
    const { sent, response } = await submit("", null);
    const body = await sent[0]!.json();
    expect(body.affiliate_code).toBeUndefined();
    const token = sent[0]!.headers.get("x-device-token");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      (response as Response).headers.getSetCookie().some((cookie) => cookie.startsWith(`device=${token};`)),
    ).toBe(true);
  });
});
