import Fastify from "fastify";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { fakeBuild } from "./fake-build.ts";
import { webPlugin } from "./web-plugin.ts";

/**
 * The visitors' page cache through the real web plugin and React Router's handler: a fake build
 * whose document is HTML with a nonce in its scripts and policy, as app/entry.server.tsx renders.
 */
let renders = 0;
let setCookieOnPage = false;
let clock = 1_000_000;

function htmlBuild(): ServerBuild {
  const build = fakeBuild({ page: { default: () => null }, "set-cookie": { default: () => null } });
  const handleDocument = (request: Request, status: number, headers: Headers) => {
    renders += 1;
    const nonce = `nonce${renders}AAAA==`;
    headers.set("content-type", "text/html");
    headers.set("content-security-policy", `script-src 'self' 'nonce-${nonce}'`);
    if (new URL(request.url).pathname === "/set-cookie" || setCookieOnPage)
      headers.append("set-cookie", "a=b");
    const body = `<!DOCTYPE html><html><head><script nonce="${nonce}">boot()</script></head><body>render ${renders}</body></html>`;
    return new Response(body, { status, headers });
  };
  (build.entry.module as unknown as { default: unknown }).default = handleDocument;
  return build;
}

async function server(ttlMs = 2_000, staleMs = 10_000) {
  renders = 0;
  const app = Fastify();
  await app.register(webPlugin, {
    build: htmlBuild(),
    clientDir: import.meta.dirname,
    transport: async () => new Response("{}"),
    pageCache: { ttlMs, staleMs, now: () => clock },
  });
  return app;
}

const apps: Awaited<ReturnType<typeof server>>[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function started(ttlMs?: number, staleMs?: number) {
  const app = await server(ttlMs, staleMs);
  apps.push(app);
  return app;
}

/** light-my-request's own user agent reads as a crawler. */
const BROWSER = {
  "user-agent": "Mozilla/5.0 (Linux; Android 10) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36",
};

const nonceOf = (body: string) => /nonce="([^"]+)"/.exec(body)?.[1];

describe("the visitors' page cache", () => {
  it("renders a visitor's page once, and gives every response its own nonce in body and policy", async () => {
    const app = await started();
    const first = await app.inject({ url: "/page", headers: { ...BROWSER, host: "site.test" } });
    const second = await app.inject({ url: "/page", headers: { ...BROWSER, host: "site.test" } });
    expect(renders).toBe(1);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.body).toContain("render 1");
    const nonces = [nonceOf(first.body), nonceOf(second.body)];
    expect(new Set(nonces).size).toBe(2);
    expect(second.body).not.toContain("nonce1AAAA==");
    expect(second.headers["content-security-policy"]).toBe(`script-src 'self' 'nonce-${nonces[1]}'`);
    // Every script of the cached page carries the new nonce, the age stamp included.
    expect(
      second.body.match(/<script nonce="([^"]+)"/g)?.every((tag) => tag.includes(nonces[1] as string)),
    ).toBe(true);
  });

  it("keeps sites, languages and crawlers apart", async () => {
    const app = await started();
    await app.inject({ url: "/page", headers: { ...BROWSER, host: "a.test" } });
    await app.inject({ url: "/page", headers: { ...BROWSER, host: "b.test" } });
    await app.inject({ url: "/page", headers: { ...BROWSER, host: "a.test", cookie: "locale=fr" } });
    await app.inject({
      url: "/page",
      headers: {
        ...BROWSER,
        host: "a.test",
        "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      },
    });
    expect(renders).toBe(4);
    await app.inject({ url: "/page", headers: { ...BROWSER, host: "a.test", cookie: "locale=fr; _ga=1" } });
    expect(renders).toBe(4);
  });

  it("never serves a player's request from it, nor keeps an answer that sets a cookie", async () => {
    const app = await started();
    await app.inject({ url: "/page", headers: { ...BROWSER, host: "site.test" } });
    for (const cookie of ["session=abc", "flash=x", "user_info=y", "referral_code=z"]) {
      const personal = await app.inject({ url: "/page", headers: { ...BROWSER, host: "site.test", cookie } });
      expect(personal.headers["x-page-cache"]).toBeUndefined();
    }
    expect(renders).toBe(5);
    await app.inject({ url: "/set-cookie", headers: { ...BROWSER, host: "site.test" } });
    const again = await app.inject({ url: "/set-cookie", headers: { ...BROWSER, host: "site.test" } });
    expect(again.headers["set-cookie"]).toEqual(["a=b"]);
    expect(renders).toBe(7);
    const post = await app.inject({
      method: "POST",
      url: "/page",
      headers: { ...BROWSER, host: "site.test" },
    });
    expect(post.headers["x-page-cache"]).toBeUndefined();
  });

  it("serves a stale page at once while one render replaces it, and renders anew past the window", async () => {
    const app = await started(2_000, 10_000);
    await app.inject({ url: "/page", headers: { ...BROWSER, host: "site.test" } });
    clock += 3_000;
    const stale = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({ url: "/page", headers: { ...BROWSER, host: "site.test" } }),
      ),
    );
    expect(stale.every((response) => response.body.includes("render 1"))).toBe(true);
    expect(stale[0]?.headers.age).toBe("3");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).toBe(2);
    const fresh = await app.inject({ url: "/page", headers: { ...BROWSER, host: "site.test" } });
    expect(fresh.body).toContain("render 2");
    clock += 60_000;
    const expired = await app.inject({ url: "/page", headers: { ...BROWSER, host: "site.test" } });
    expect(expired.headers["x-page-cache"]).toBe("miss");
    expect(renders).toBe(3);
  });

  it("keeps serving the stale page when its fresh render may not be kept (a cookie set)", async () => {
    const app = await started(2_000, 10_000);
    await app.inject({ url: "/page", headers: { ...BROWSER, host: "site.test" } });
    setCookieOnPage = true;
    try {
      clock += 3_000;
      await app.inject({ url: "/page", headers: { ...BROWSER, host: "site.test" } });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(renders).toBe(2);
      const still = await app.inject({ url: "/page", headers: { ...BROWSER, host: "site.test" } });
      expect(still.headers["x-page-cache"]).toBe("hit");
      expect(still.body).toContain("render 1");
      expect(still.headers["set-cookie"]).toBeUndefined();
    } finally {
      setCookieOnPage = false;
    }
  });

  it("stamps a served page with its age for the draw timers", async () => {
    const app = await started();
    await app.inject({ url: "/page", headers: { ...BROWSER, host: "site.test" } });
    clock += 1_500;
    const hit = await app.inject({ url: "/page", headers: { ...BROWSER, host: "site.test" } });
    expect(hit.body).toMatch(/window\.__cachedPage=\{renderedAt:\d+,age:1500\}/);
  });

  it("is off with a zero time to live", async () => {
    const app = await started(0, 0);
    await app.inject({ url: "/page", headers: { ...BROWSER, host: "site.test" } });
    await app.inject({ url: "/page", headers: { ...BROWSER, host: "site.test" } });
    expect(renders).toBe(2);
  });
});
