import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { apiTransportContext } from "../api-transport.ts";
import { sessionContext, sessionUserContext } from "../session.ts";
import { shellContext } from "../shell-context.ts";
import { testShell } from "../test-shell.ts";
import { testUser } from "../test-user.ts";
import { flashContext, sessionMiddleware } from "./session-middleware.server.ts";

function setup(profileStatus: number) {
  const context = new RouterContextProvider();
  const seen: Request[] = [];
  context.set(shellContext, testShell());
  context.set(apiTransportContext, async (request) => {
    seen.push(request);
    const body =
      profileStatus === 200
        ? { status: "success", data: testUser }
        : { status: "error", message: "No", errors: [{ message: "No" }] };
    return Response.json(body, { status: profileStatus });
  });
  return { context, seen };
}

async function run(context: RouterContextProvider, cookie: string, routeResponse = new Response("page")) {
  const request = new Request("https://site.test/", { headers: { cookie } });
  const middlewareArgs = { request, url: new URL(request.url), context, params: {}, unstable_pattern: "/" };
  return (await sessionMiddleware(middlewareArgs as never, async () => routeResponse)) as Response;
}

const cookieNames = (response: Response) => response.headers.getSetCookie().map((c) => c.split(";")[0]);

describe("sessionMiddleware", () => {
  it("resolves the player from the session cookie and keeps the user info cookie in step", async () => {
    const { context, seen } = setup(200);
    const response = await run(context, "session=tok-1");
    expect(seen[0]?.headers.get("authorization")).toBe("Bearer tok-1");
    expect(context.get(sessionContext)).toEqual({ token: "tok-1", user: testUser });
    expect(context.get(sessionUserContext)).toEqual({ id: "u1", approvedFicaStatus: false });
    expect(cookieNames(response)[0]).toMatch(/^user_info=/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("ends a session the API refuses and continues as a visitor", async () => {
    const { context } = setup(401);
    const response = await run(context, "session=expired; user_info=x");
    expect(context.get(sessionContext)).toBeNull();
    expect(context.get(sessionUserContext)).toBeNull();
    expect(cookieNames(response)).toEqual(["session=", "user_info="]);
  });

  it.each([503, 500, 429, 403, 400])("keeps the cookie when the profile call answers %i", async (status) => {
    const { context } = setup(status);
    const response = await run(context, "session=tok-1");
    expect(context.get(sessionUserContext)).toBeNull();
    expect(cookieNames(response)).toEqual([]);
  });

  it("lets an action that logged in keep its new session cookie", async () => {
    const { context } = setup(401);
    const routeResponse = new Response(null, { status: 302, headers: { "set-cookie": "session=new" } });
    const response = await run(context, "session=stale", routeResponse);
    expect(cookieNames(response)).toEqual(["session=new", "user_info="]);
  });

  it("does not call the API for a visitor, and clears a flash only once the page took it", async () => {
    const { context, seen } = setup(200);
    const flash = `flash=${encodeURIComponent('[{"type":"success","message":"Hi"}]')}`;
    const untouched = await run(context, flash);
    expect(seen).toEqual([]);
    expect(cookieNames(untouched)).toEqual([]);

    const { context: second } = setup(200);
    const request = new Request("https://site.test/", { headers: { cookie: flash } });
    const args = { request, url: new URL(request.url), context: second, params: {}, unstable_pattern: "/" };
    const response = (await sessionMiddleware(args as never, async () => {
      second.get(flashContext).consumed = true;
      return new Response("page");
    })) as Response;
    expect(second.get(flashContext).flashes).toEqual([{ type: "success", message: "Hi" }]);
    expect(cookieNames(response)).toEqual(["flash="]);
  });
});
