import { Cache } from "@platform/server/cache";
import type { Database } from "../db/database.ts";
import { notFound } from "../http/http-error.ts";
import { findSiteByCode, findSiteByDomain, type Site, type SiteReadOptions } from "./site-repository.ts";

/** Server rendering resolves the tenant on every request; 30 s of staleness is acceptable. */
const SITE_TTL_MS = 30_000;

/** Finds tenants by `site-code` or by host, cached; `invalidate()` after settings change. */
export class SiteResolver {
  readonly #byCode = new Cache<Site | null>({ ttlMs: SITE_TTL_MS, max: 1000 });
  readonly #byDomain = new Cache<Site | null>({ ttlMs: SITE_TTL_MS, max: 1000 });

  constructor(
    private readonly db: Database,
    private readonly options: SiteReadOptions = {},
  ) {}

  /** Throws the 404 envelope for an unknown site code. */
  async byCode(siteCode: string): Promise<Site> {
    const site = await this.#byCode.get(siteCode, () => findSiteByCode(this.db, siteCode, this.options));
    if (!site) throw notFound("Site not found");
    return site;
  }

  /** `domain` is already normalised (lower-case, no port). */
  async byDomain(domain: string): Promise<Site> {
    const site = await this.#byDomain.get(domain, () => findSiteByDomain(this.db, domain, this.options));
    if (!site) throw notFound("Site not found");
    return site;
  }

  invalidate(): void {
    this.#byCode.clear();
    this.#byDomain.clear();
  }
}
