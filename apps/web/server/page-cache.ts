import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import { parseCookies } from "../app/shell/cookies.ts";
import { LOCALE_COOKIE } from "../app/shell/resolve-locale.ts";

/**
 * Visitors' pages from a shared cache (issue 17): every anonymous visitor of a site, in one
 * language, at one path sees the same page, so it is rendered once per `ttlMs` and served from
 * memory in between. Past `ttlMs` it is still served, for `staleMs`, while one render in the
 * background replaces it (stale-while-revalidate), so no visitor waits on a render after the first.
 *
 * A cached page differs from a rendered one in two things only: it gets a fresh CSP nonce (the old
 * one is replaced in the body and the header, so no two responses share one), and it says how old
 * it is (`Age`, and a script the draw timers read to correct their clock: server-clock.ts).
 *
 * Only what cannot be personal is cached: GET documents (not .data), a request without the
 * player's cookies (session, flash, sign-in state, referral), an answer 200 of HTML without
 * Set-Cookie. The key is the site (scheme and host), the path and query, the language cookie and
 * whether a crawler asks (crawlers get the whole document at once, browsers a stream).
 */

export interface PageCacheOptions {
  /** How long a page is served as rendered; 0 turns the cache off. */
  ttlMs: number;
  /** How long past that it is still served while a fresh render replaces it. */
  staleMs: number;
  /** Pages kept at most (sites × languages × paths), least recently used out first. */
  max?: number;
  now?: () => number;
}

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  /** The nonce the page was rendered with, replaced in each response. */
  nonce: string;
  renderedAt: number;
}

/** Cookies that make a page personal: a request carrying one is rendered for itself. */
const PERSONAL_COOKIES = ["session", "user_info", "flash", "oauth_state", "referral_code"];

const NONCE_IN_POLICY = /'nonce-([^']+)'/;

export class PageCache {
  readonly #lru: LRUCache<string, CachedPage>;
  readonly #refreshing = new Set<string>();
  readonly #options: Required<Omit<PageCacheOptions, "now">> & { now: () => number };

  constructor(options: PageCacheOptions) {
    this.#options = { max: 500, now: () => Date.now(), ...options };
    this.#lru = new LRUCache<string, CachedPage>({ max: this.#options.max });
  }

  get enabled(): boolean {
    return this.#options.ttlMs > 0;
  }

  /** The cache key of a request, or null when its page may be personal or is not a document. */
  keyOf(req: FastifyRequest): string | null {
    if (!this.enabled || req.method !== "GET") return null;
    const url = new URL(req.url, "http://x");
    if (url.pathname.endsWith(".data") || url.searchParams.has("_routes")) return null;
    const cookies = parseCookies(req.headers.cookie ?? null);
    if (PERSONAL_COOKIES.some((name) => cookies.has(name))) return null;
    const agent = req.headers["user-agent"];
    const crawler = agent !== undefined && isbot(agent);
    return [req.protocol, req.host, req.url, cookies.get(LOCALE_COOKIE) ?? "", crawler ? "bot" : ""].join(
      "\n",
    );
  }

  /** The page for `key` if it may still be served, with whether a fresh render should replace it. */
  lookup(key: string): { page: CachedPage; stale: boolean } | null {
    const page = this.#lru.get(key);
    if (!page) return null;
    const age = this.#options.now() - page.renderedAt;
    if (age > this.#options.ttlMs + this.#options.staleMs) return null;
    return { page, stale: age > this.#options.ttlMs };
  }

  /**
   * Keeps a rendered answer if it is a visitor's page (200, HTML, no cookie set). Answers the page
   * as kept, or the answer itself (a redirect, a 404, a cookie) to be sent as it is.
   */
  async keep(key: string, response: Response): Promise<{ page: CachedPage } | { response: Response }> {
    const type = response.headers.get("content-type") ?? "";
    const nonce = NONCE_IN_POLICY.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    const cacheable =
      response.status === 200 &&
      type.startsWith("text/html") &&
      response.headers.getSetCookie().length === 0 &&
      nonce !== undefined;
    if (!cacheable) return { response };
    const body = await response.text();
    const page: CachedPage = {
      status: response.status,
      headers: [...response.headers].filter(([name]) => name !== "set-cookie"),
      body,
      nonce,
      renderedAt: this.#options.now(),
    };
    this.#lru.set(key, page);
    return { page };
  }

  /** One background render per key at a time; a failed or unkept one leaves the stale page in place. */
  refresh(key: string, render: () => Promise<Response>, onError: (error: unknown) => void): void {
    if (this.#refreshing.has(key)) return;
    this.#refreshing.add(key);
    render()
      .then(async (response) => {
        const kept = await this.keep(key, response);
        // An answer not kept (a redirect, a cookie) is read by nobody: end its render.
        if ("response" in kept) await kept.response.body?.cancel();
      })
      .catch(onError)
      .finally(() => this.#refreshing.delete(key));
  }

  /** The cached page as one response: its own nonce, and its age for the draw timers. */
  serve(page: CachedPage): { status: number; headers: [string, string][]; body: string } {
    const nonce = randomBytes(16).toString("base64");
    const ageMs = Math.max(0, this.#options.now() - page.renderedAt);
    const marker = `<script nonce="${nonce}">window.__cachedPage={renderedAt:${page.renderedAt},age:${ageMs}}</script>`;
    const body = page.body.replaceAll(page.nonce, nonce).replace("</head>", `${marker}</head>`);
    const headers = page.headers.map(([name, value]): [string, string] => [
      name,
      name === "content-security-policy" ? value.replaceAll(page.nonce, nonce) : value,
    ]);
    headers.push(["age", String(Math.floor(ageMs / 1000))], ["x-page-cache", "hit"]);
    return { status: page.status, headers, body };
  }
}
