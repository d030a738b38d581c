import { jackpotsChannel } from "@platform/contracts";
import type { Database } from "../db/database.ts";
import { sites as sitesTable } from "../db/schema.ts";
import type { LiveNamespace } from "../live/platform-live.ts";
import type { Clock } from "../security/clock.ts";
import type { SiteResolver } from "../sites/site-resolver.ts";
import { livePools } from "./jackpot-publisher.ts";

/** How often the list of sites whose channels exist is read again (a new site joins within it). */
const REFRESH_MS = 60_000;

/**
 * The `jackpots:{site}` channels on the platform's WebSocket: public, one per site, its snapshot
 * the site's pools as the channel publishes them. Only channels of sites that exist may be held, so
 * made-up names cannot grow the bus's per-channel state.
 */
export class JackpotsLive implements LiveNamespace {
  #channels = new Map<string, string>();
  #timer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: { db: Database; sites: SiteResolver; clock: Clock }) {}

  allows(channel: string): boolean {
    return this.#channels.has(channel);
  }

  async snapshot(channel: string): Promise<unknown> {
    const siteCode = this.#channels.get(channel);
    if (!siteCode) return null;
    return livePools(this.deps.db, await this.deps.sites.byCode(siteCode), this.deps.clock());
  }

  /** Reads the sites now and then every REFRESH_MS until stopped. */
  async start(): Promise<void> {
    await this.refresh();
    this.#timer = setInterval(() => void this.refresh().catch(() => undefined), REFRESH_MS);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  async refresh(): Promise<void> {
    const rows = await this.deps.db.select({ siteCode: sitesTable.siteCode }).from(sitesTable);
    this.#channels = new Map(rows.map((row) => [jackpotsChannel(row.siteCode), row.siteCode]));
  }
}
