import { afterEach, describe, expect, it, vi } from "vitest";
import { AggregatorError } from "../api.ts";
import { crashClient, liveUrl } from "./crash-api.ts";

describe("the crash game's calls", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("carries the launch token as a bearer header, never in a URL", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ status: "success", data: { bets: [] } }), { status: 200 });
    });
    const client = crashClient("https://games.example/aggregator/", "launch-token");
    await client.myBets("abc", { limit: 20, before: "2030-01-01T00:00:00.000Z" });
    await client.cashOut("abc", "0b7f9c1e-4a00-4000-8000-000000000001");
    expect(calls.map((call) => call.url)).toEqual([
      "https://games.example/aggregator/v1/crash/sessions/abc/bets?limit=20&before=2030-01-01T00%3A00%3A00.000Z",
      "https://games.example/aggregator/v1/crash/sessions/abc/bets/0b7f9c1e-4a00-4000-8000-000000000001/cash-out",
    ]);
    for (const { url, init } of calls) {
      expect(url).not.toContain("launch-token");
      expect((init.headers as Record<string, string>).authorization).toBe("Bearer launch-token");
    }
  });

  it("answers a refusal with its code, and a request that never arrived as NETWORK", async () => {
    vi.stubGlobal(
      "fetch",
      async () =>
        new Response(
          JSON.stringify({
            status: "error",
            code: "RS_ERROR_ROUND_CRASHED",
            message: "Too late.",
            errors: [],
          }),
          { status: 409 },
        ),
    );
    await expect(crashClient("https://g.example", "t").cashOut("s", "b")).rejects.toMatchObject({
      code: "RS_ERROR_ROUND_CRASHED",
      status: 409,
    });
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const lost = await crashClient("https://g.example", "t")
      .cashOut("s", "b")
      .catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(AggregatorError);
    expect(lost).toMatchObject({ code: "NETWORK" });
  });
});

describe("the rules' language", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the rules in the page's language, and without one when it has none", async () => {
    const urls: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ status: "success", data: { rules: [] } }), { status: 200 });
    });
    const client = crashClient("https://games.example/aggregator");
    await client.rules("base2", undefined, "sw");
    await client.rules("base2");
    expect(urls).toEqual([
      "https://games.example/aggregator/v1/crash/rules?operator=base2&locale=sw",
      "https://games.example/aggregator/v1/crash/rules?operator=base2",
    ]);
  });
});

describe("the live socket's address", () => {
  it("is the session's path on the aggregator's host, with its ticket; a visitor's has none", () => {
    const live = { path: "/aggregator/live", ticket: "sess.123.sig" };
    expect(liveUrl("http://base2.localhost:3000/aggregator", live)).toBe(
      "ws://base2.localhost:3000/aggregator/live?ticket=sess.123.sig",
    );
    expect(liveUrl("https://games.example/aggregator/", null)).toBe("wss://games.example/aggregator/live");
  });
});
