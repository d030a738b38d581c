import { isRouteErrorResponse, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, apiCall, apiFetch } from "./api-client.server.ts";
import { apiTransportContext } from "./api-transport.ts";
import { sessionContext } from "./session.ts";

const itemSchema = z.object({ name: z.string() });

function contextAnswering(status: number, body: unknown) {
  const seen: Request[] = [];
  const context = new RouterContextProvider();
  context.set(apiTransportContext, async (request) => {
    seen.push(request);
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return { context, seen };
}

describe("apiFetch", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("returns the validated data of a success envelope and sends the spec §7 headers", async () => {
    const { context, seen } = contextAnswering(200, { status: "success", data: { name: "x", extra: 1 } });
    const data = await apiFetch(context, "/api/thing?x=1", itemSchema, {
      method: "POST",
      body: { a: 1 },
      shell: { siteCode: "drc-online", locale: "fr" },
      headers: { "fe-domain": "example.test" },
    });
    expect(data).toEqual({ name: "x" });
    const request = seen[0]!;
    expect(request.method).toBe("POST");
    expect(new URL(request.url).pathname + new URL(request.url).search).toBe("/api/thing?x=1");
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(request.headers.get("site-code")).toBe("drc-online");
    expect(request.headers.get("locale")).toBe("fr");
    expect(request.headers.get("fe-domain")).toBe("example.test");
    expect(await request.json()).toEqual({ a: 1 });
  });

  it("turns an error envelope into an ApiError with status, message and errors", async () => {
    const { context } = contextAnswering(404, {
      status: "error",
      message: "Not found",
      errors: [{ message: "Not found" }],
    });
    const error = await apiFetch(context, "/api/missing", itemSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: "Not found", errors: [{ message: "Not found" }] });
  });

  it("rejects a success answer whose data does not match the schema", async () => {
    const { context } = contextAnswering(200, { status: "success", data: { name: 42 } });
    await expect(apiFetch(context, "/api/thing", itemSchema)).rejects.toMatchObject({ status: 503 });
  });

  it("rejects a non-JSON failure with the HTTP status", async () => {
    const context = new RouterContextProvider();
    context.set(
      apiTransportContext,
      async () => new Response("<html>", { status: 404, statusText: "Gone Away" }),
    );
    await expect(apiFetch(context, "/api/thing", itemSchema)).rejects.toMatchObject({
      status: 404,
      message: "Gone Away",
    });
  });

  it("falls back to fetch against API_URL when no transport is on the context", async () => {
    vi.stubEnv("API_URL", "http://api.test:9000");
    const fetchMock = vi.fn(async (_request: Request) =>
      Response.json({ status: "success", data: { name: "y" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await expect(apiFetch(new RouterContextProvider(), "/api/thing", itemSchema)).resolves.toEqual({
      name: "y",
    });
    expect(fetchMock.mock.calls[0]![0].url).toBe("http://api.test:9000/api/thing");
    vi.unstubAllEnvs();
  });

  it("sends the session token as a bearer token, unless the call is made as a visitor", async () => {
    const { context, seen } = contextAnswering(200, { status: "success", data: { name: "x" } });
    context.set(sessionContext, { token: "tok-1", user: {} as never });
    await apiFetch(context, "/api/user/profile", itemSchema);
    await apiFetch(context, "/api/user/profile", itemSchema, { token: "other" });
    await apiFetch(context, "/api/session/login", itemSchema, { token: null });
    expect(seen.map((request) => request.headers.get("authorization"))).toEqual([
      "Bearer tok-1",
      "Bearer other",
      null,
    ]);
  });

  it("ends the session and redirects to /login on a 401 to an authenticated call", async () => {
    const { context } = contextAnswering(401, { status: "error", message: "Expired", errors: [] });
    context.set(sessionContext, { token: "tok-1", user: {} as never });
    const thrown = await apiFetch(context, "/api/user/overview", itemSchema).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.headers.get("location")).toBe("/login");
    expect(response.headers.getSetCookie().map((cookie) => cookie.split(";")[0])).toEqual([
      "session=",
      "user_info=",
    ]);
  });

  it("reports a visitor's 401 (wrong password) as an ApiError, and one when redirects are off", async () => {
    const { context } = contextAnswering(401, { status: "error", message: "Wrong", errors: [] });
    await expect(apiFetch(context, "/api/session/login", itemSchema)).rejects.toBeInstanceOf(ApiError);
    await expect(
      apiFetch(context, "/api/user/profile", itemSchema, { token: "t", redirectOnUnauthorized: false }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it("returns the message of an answer that carries no data", async () => {
    const { context } = contextAnswering(200, {
      status: "success",
      message: "Your password has been changed.",
    });
    await expect(apiCall(context, "/api/user/changePassword", z.unknown())).resolves.toEqual({
      data: undefined,
      message: "Your password has been changed.",
    });
  });

  it("an API 5xx or no answer is a 503 route error that names no internals; a 429 keeps its status", async () => {
    const { context } = contextAnswering(500, {
      status: "error",
      message: "relation users does not exist",
      errors: [],
    });
    const outage = await apiFetch(context, "/api/thing", itemSchema).catch((e: unknown) => e);
    expect(isRouteErrorResponse(outage)).toBe(true);
    expect(outage).toMatchObject({ status: 503, statusText: "Service temporarily unavailable" });
    expect(JSON.stringify(outage)).not.toContain("relation");

    const unreachable = new RouterContextProvider();
    unreachable.set(apiTransportContext, async () => {
      throw new TypeError("fetch failed");
    });
    await expect(apiFetch(unreachable, "/api/thing", itemSchema)).rejects.toMatchObject({ status: 503 });

    const { context: limited } = contextAnswering(429, { status: "error", message: "Slow down", errors: [] });
    const throttled = await apiFetch(limited, "/api/thing", itemSchema).catch((e: unknown) => e);
    expect(isRouteErrorResponse(throttled)).toBe(true);
    expect(throttled).toMatchObject({ status: 429, statusText: "Slow down" });
  });
});
