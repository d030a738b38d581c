import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { apiTransportContext } from "../shell/api-transport.ts";
import { shellContext } from "../shell/shell-context.ts";
import { testShell } from "../shell/test-shell.ts";
import { testUser } from "../shell/test-user.ts";
import { action } from "./register.tsx";

/*
 * The register route composes three features: auth creates the account, the affiliate cookie
 * names who brought the visitor, and a used referral code's cookie is cleared.
 */

const settings = {
  auth_attempt_by: "phone" as const,
  affiliate_tracking: { enable: true, query_param: "mediacle_aff_code" },
};

async function submit(cookie: string) {
  const sent: Request[] = [];
  const context = new RouterContextProvider();
  context.set(shellContext, testShell(settings));
  context.set(apiTransportContext, async (request) => {
    sent.push(request);
    return Response.json({ status: "success", data: { token: "t".repeat(43), user: testUser } });
  });
  const url = new URL("https://site.test/register");
  const request = new Request(url, {
    method: "POST",
    body: new URLSearchParams({
      phone_number: "712345678",
      password: "Play1234",
      confirm_password: "Play1234",
      age_confirmed: "on",
      terms_accepted: "on",
    }),
    headers: { cookie, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
  });
  const response = await action({ request, url, context, params: {}, pattern: "/register" });
  return { sent, response };
}

describe("the /register action", () => {
  it("sends the affiliate code of the tracking cookie and clears the referral cookie", async () => {
    const { sent, response } = await submit("mediacle_aff_code=AFF%2C7; referral_code=AB23CD45");
    expect(await sent[0]!.json()).toMatchObject({ phone_number: "712345678", affiliate_code: "AFF,7" });
    expect(response).toBeInstanceOf(Response);
    const cookies = (response as Response).headers.getSetCookie();
    expect(cookies.some((cookie) => /^referral_code=;.*Max-Age=0/i.test(cookie))).toBe(true);
  });

  it("invents no affiliate code without the cookie", async () => {
    const { sent } = await submit("");
    expect((await sent[0]!.json()).affiliate_code).toBeUndefined();
  });
});
