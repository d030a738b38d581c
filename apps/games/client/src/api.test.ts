import { afterEach, describe, expect, it, vi } from "vitest";
import { aggregatorClient, errorOf, unwrap } from "./api.ts";

describe("the aggregator's answers", () => {
  it("unwraps the success envelope", () => {
    expect(unwrap({ status: "success", data: { session_id: "s" } })).toEqual({ session_id: "s" });
    expect(unwrap({ session_id: "s" })).toEqual({ session_id: "s" });
  });

  it("reads the error envelope's code, message and balance", () => {
    const error = errorOf(402, {
      status: "error",
      code: "RS_ERROR_NOT_ENOUGH_MONEY",
      message: "Not enough money for this stake.",
      errors: [],
      balance: 120,
    });
    expect(error).toMatchObject({ code: "RS_ERROR_NOT_ENOUGH_MONEY", status: 402, balance: 120 });
    expect(error?.message).toBe("Not enough money for this stake.");
  });

  it("treats a bare failure as HTTP_<status> and an error envelope with 200 as an error", () => {
    expect(errorOf(502, undefined)?.code).toBe("HTTP_502");
    expect(errorOf(200, { status: "error", code: "X", message: "m" })?.code).toBe("X");
    expect(errorOf(200, { status: "success", data: {} })).toBeNull();
  });
});

describe("the catalogue calls", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("ask the lobby and a game in the site's locale, so the games' words come translated", async () => {
    const urls: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ status: "success", data: {} }), { status: 200 });
    });
    const client = aggregatorClient("https://games.example/aggregator/");
    await client.lobby("drc-online", "fr", "bitville:savanna-sunset");
    await client.game("savanna-sunset", "drc-online", "pt-MZ");
    expect(urls.map((url) => new URL(url).searchParams.get("locale"))).toEqual(["fr", "pt-MZ"]);
    expect(new URL(urls[0]!).pathname).toBe("/aggregator/v1/lobby");
    expect(new URL(urls[1]!).pathname).toBe("/aggregator/v1/games/savanna-sunset");
  });
});
