import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { secureCookiesMiddleware, withSecure } from "./secure-cookies.server.ts";
import { shellContext } from "./shell-context.ts";
import { testShell } from "./test-shell.ts";

async function run(requestUrl: string, publicOrigin: string | null) {
  const context = new RouterContextProvider();
  if (publicOrigin) {
    context.set(shellContext, testShell({}, new URL(requestUrl).origin, publicOrigin));
  }
  const headers = new Headers();
  headers.append("set-cookie", "session=abc; Max-Age=60; Path=/; SameSite=Lax; HttpOnly");
  headers.append("set-cookie", "locale=fr; Max-Age=60; Path=/; SameSite=Lax; Secure");
  const args = {
    request: new Request(requestUrl),
    url: new URL(requestUrl),
    context,
    params: {},
    unstable_pattern: "/",
  };
  const response = (await secureCookiesMiddleware(
    args as never,
    async () => new Response(null, { headers }),
  )) as Response;
  return response.headers.getSetCookie();
}

describe("secureCookiesMiddleware", () => {
  it("marks every cookie Secure when the request came in as https (a trusted proxy's x-forwarded-proto)", async () => {
    const cookies = await run("https://play.example/login", "http://play.example");
    expect(cookies).toEqual([
      "session=abc; Max-Age=60; Path=/; SameSite=Lax; HttpOnly; Secure",
      "locale=fr; Max-Age=60; Path=/; SameSite=Lax; Secure",
    ]);
  });

  it("marks them Secure when the site's configured origin is https, even behind a plain-http hop", async () => {
    const cookies = await run("http://play.example/login", "https://play.example");
    expect(cookies.every((cookie) => cookie.endsWith("; Secure"))).toBe(true);
  });

  it("leaves them alone on a plain-http site (the local demo)", async () => {
    const cookies = await run("http://localhost:3000/login", "http://localhost:3000");
    expect(cookies[0]).toBe("session=abc; Max-Age=60; Path=/; SameSite=Lax; HttpOnly");
    expect(await run("http://unknown.example/", null)).toHaveLength(2);
  });

  it("never doubles the flag", () => {
    expect(withSecure("a=1; Secure")).toBe("a=1; Secure");
    expect(withSecure("a=1; secure; HttpOnly")).toBe("a=1; secure; HttpOnly");
    expect(withSecure("secured=1")).toBe("secured=1; Secure");
  });
});
