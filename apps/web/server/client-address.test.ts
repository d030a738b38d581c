import { type TrustProxy, trustProxySchema } from "@platform/contracts";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { withClientAddress } from "./web-plugin.ts";

/**
 * What the API hears about the player: the web server's view of the client address, whatever the
 * browser claims in X-Forwarded-For.
 */
async function forwardedFor(trustProxy: TrustProxy, headers: Record<string, string>) {
  const seen: Request[] = [];
  const app = Fastify({ trustProxy });
  app.get("/page", async (req) => {
    const transport = withClientAddress(async (request) => {
      seen.push(request);
      return new Response("{}");
    }, req);
    // A request as apiCall builds it, with a header a browser might have tried to smuggle along.
    await transport(
      new Request("http://api.internal/api/user/profile", { headers: { "x-forwarded-for": "9.9.9.9" } }),
    );
    return "ok";
  });
  await app.inject({ method: "GET", url: "/page", headers, remoteAddress: "203.0.113.5" });
  await app.close();
  return { for: seen[0]?.headers.get("x-forwarded-for"), proto: seen[0]?.headers.get("x-forwarded-proto") };
}

describe("the player's address handed to the API", () => {
  it("TRUST_PROXY off: a forged X-Forwarded-For is ignored; the socket address is the player's", async () => {
    const forged = { "x-forwarded-for": "6.6.6.6", "x-forwarded-proto": "https" };
    expect(await forwardedFor(false, forged)).toEqual({ for: "203.0.113.5", proto: "http" });
  });

  it("TRUST_PROXY=1: the proxy's X-Forwarded-For and -Proto are believed", async () => {
    const viaProxy = { "x-forwarded-for": "198.51.100.20", "x-forwarded-proto": "https" };
    expect(await forwardedFor(trustProxySchema.parse("1"), viaProxy)).toEqual({
      for: "198.51.100.20",
      proto: "https",
    });
  });

  it("TRUST_PROXY lists addresses: only those may forward", async () => {
    const claim = { "x-forwarded-for": "198.51.100.21" };
    expect((await forwardedFor(["10.0.0.0/8"], claim)).for).toBe("203.0.113.5");
    expect((await forwardedFor(["203.0.113.0/24"], claim)).for).toBe("198.51.100.21");
  });
});
