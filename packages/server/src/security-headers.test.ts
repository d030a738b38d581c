import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerJsonSecurityHeaders } from "./security-headers.ts";

async function app(crossOriginResourcePolicy: "same-origin" | "same-site") {
  const server = Fastify();
  registerJsonSecurityHeaders(server, { docsPrefix: "/docs", crossOriginResourcePolicy });
  server.get("/data", async () => ({ ok: true }));
  server.get("/docs/index.html", async (_request, reply) => reply.type("text/html").send("<p>docs</p>"));
  server.get("/art.png", async (_request, reply) =>
    reply
      .header("cross-origin-resource-policy", "cross-origin")
      .header("content-security-policy", "default-src 'none'; img-src 'self'")
      .header("cache-control", "public, max-age=3600")
      .send("png"),
  );
  return server;
}

describe("the kit's JSON API headers", () => {
  it("lock down a JSON answer: no sniffing, framing, referrer, shared cache or script", async () => {
    const server = await app("same-origin");
    const response = await server.inject("/data");
    expect(response.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
      "cross-origin-resource-policy": "same-origin",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "x-frame-options": "DENY",
      "cache-control": "no-store",
    });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("leave the docs UI its own policy, and a route's own policy and caching (game art)", async () => {
    const server = await app("same-site");
    const docs = await server.inject("/docs/index.html");
    expect(docs.headers["content-security-policy"]).toBeUndefined();
    const art = await server.inject("/art.png");
    expect(art.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(art.headers["content-security-policy"]).toBe("default-src 'none'; img-src 'self'");
    expect(art.headers["cache-control"]).toBe("public, max-age=3600");
    expect((await server.inject("/data")).headers["cross-origin-resource-policy"]).toBe("same-site");
  });

  it("add HSTS over https only, as a trusted proxy reports it", async () => {
    const server = Fastify({ trustProxy: true });
    registerJsonSecurityHeaders(server, { docsPrefix: "/docs", crossOriginResourcePolicy: "same-origin" });
    server.get("/data", async () => ({ ok: true }));
    const response = await server.inject({ url: "/data", headers: { "x-forwarded-proto": "https" } });
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});
