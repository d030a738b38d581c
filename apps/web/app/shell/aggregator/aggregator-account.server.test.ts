import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { apiTransportContext } from "../api-transport.ts";
import { sessionContext } from "../session.ts";
import { shellContext } from "../shell-context.ts";
import { testShell } from "../test-shell.ts";
import { testUser } from "../test-user.ts";
import {
  loadAggregatorAccount,
  loadBrowsingAccount,
  requireAggregator,
} from "./aggregator-account.server.ts";

const ACCOUNT = {
  url: "https://site.test/aggregator",
  account: "drc-online",
  currency: "CDF",
  token: "lt",
  mode: "real",
};

function contextAnswering(status: number, body: unknown, products = ["aggregator"]) {
  const seen: Request[] = [];
  const context = new RouterContextProvider();
  context.set(shellContext, testShell({ products_allow: products }));
  context.set(sessionContext, { token: "session-token", user: testUser });
  context.set(apiTransportContext, async (request) => {
    seen.push(request);
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return { context, seen };
}

describe("the aggregator account (spec §7 GET /api/aggregator/account)", () => {
  it("is asked with fe-domain = the request host, and with the player's token for the page that plays", async () => {
    const { context, seen } = contextAnswering(200, { status: "success", data: ACCOUNT });
    const account = await loadAggregatorAccount(context, new URL("https://base2.localhost:3000/games/x"));
    expect(account).toEqual(ACCOUNT);
    expect(seen[0]!.headers.get("fe-domain")).toBe("base2.localhost");
    expect(seen[0]!.headers.get("authorization")).toBe("Bearer session-token");
  });

  it("is asked as a visitor by the pages that only browse, so no launch token is minted", async () => {
    const { context, seen } = contextAnswering(200, {
      status: "success",
      data: { ...ACCOUNT, token: null, mode: "fun" },
    });
    await loadBrowsingAccount(context, new URL("https://site.test/games"));
    expect(seen[0]!.headers.get("authorization")).toBeNull();
  });

  it("is logged and left out when the API fails: the page renders without the games", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { context } = contextAnswering(503, { status: "error", message: "down", errors: [] });
    expect(await loadAggregatorAccount(context, new URL("https://site.test/games"))).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("aggregator account"), expect.anything());
    warn.mockRestore();
  });

  it("keeps the spec's 401 rule: an ended session goes to /login", async () => {
    const { context } = contextAnswering(401, { status: "error", message: "Session expired", errors: [] });
    const thrown = await loadAggregatorAccount(context, new URL("https://site.test/games/x")).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/login");
  });

  it("gives a site without the aggregator product no game pages (404)", () => {
    const { context } = contextAnswering(200, {}, ["bitville-sports"]);
    expect(() => requireAggregator(context)).toThrow();
    const { context: on } = contextAnswering(200, {});
    expect(() => requireAggregator(on)).not.toThrow();
  });
});
