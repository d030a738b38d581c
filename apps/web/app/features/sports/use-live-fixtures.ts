import type { SportsEventPublication } from "@platform/contracts";
import { LiveClient, type LiveEvent } from "@platform/contracts/client";
import { useEffect, useRef, useState } from "react";
import { applyPublication, mergeFixtures, type ShownFixture } from "./live-fixtures.ts";

/*
 * The page's matches, moved live (issue 19): the server's render first (right without JavaScript),
 * then the aggregator's live layer (docs/decisions/039): `sports:event:{id}` for each shown match's
 * prices and `sports:live` for clocks and scores, each redrawn from its snapshot on subscribing.
 * While the live layer is silent (a refused channel, no socket, a bus it is not joined to), the
 * page asks the catalogue again every few seconds instead.
 */

/** feed-publisher.ts's channels (the contracts' sportsEventChannel / SPORTS_LIVE_CHANNEL). */
const LIVE_CHANNEL = "sports:live";
export const eventChannel = (id: string) => `sports:event:${id}`;
const MAX_EVENT_CHANNELS = 40;
const POLL_MS = 5_000;
const QUIET_MS = 10_000;

export interface LiveSource {
  /** The aggregator's public URL (the account's); null: nothing moves. */
  url: string | null;
  operator: string;
  /** What to ask again while the live layer is silent: the in-play list, or one match. */
  refresh: { live: true } | { fixture: string } | null;
}

export function liveUrl(aggregatorUrl: string): string {
  const base = new URL(aggregatorUrl.replace(/\/+$/, ""), window.location.href);
  const url = new URL(`${base.pathname}/live`, base);
  url.protocol = base.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

/** What the aggregator's sports channels answer a subscribe with (sports-live-channels.ts). */
type Snapshot = { type: "live"; fixtures: ShownFixture[] } | { type: "event"; fixture: ShownFixture | null };

const isPublication = (data: unknown): data is SportsEventPublication =>
  !!data && typeof data === "object" && "type" in data && "event" in data;

export function useLiveFixtures(rendered: ShownFixture[], source: LiveSource): ShownFixture[] {
  const [fixtures, setFixtures] = useState(rendered);
  /** When the live layer last brought something: silent longer than QUIET_MS, the page polls. */
  const heard = useRef(0);
  useEffect(() => setFixtures(rendered), [rendered]);

  const ids = fixtures
    .slice(0, MAX_EVENT_CHANNELS)
    .map((f) => f.id)
    .join(" ");
  const listensToLive = source.refresh !== null && "live" in source.refresh;

  useEffect(() => {
    if (!source.url || typeof WebSocket === "undefined") return;
    const client = new LiveClient({
      url: () => liveUrl(source.url!),
    });
    const listener = (event: LiveEvent) => {
      if (event.type === "subscribed" && !event.recovered) {
        // A first subscribe, or a resume the server could not fill: redraw from the snapshot.
        heard.current = Date.now();
        const snapshot = event.snapshot as Snapshot | null;
        if (snapshot?.type === "live" && listensToLive) setFixtures(snapshot.fixtures);
        if (snapshot?.type === "event" && snapshot.fixture) {
          const fresh = snapshot.fixture;
          setFixtures((shown) => mergeFixtures(shown, [fresh]));
        }
        return;
      }
      if (event.type !== "publication" || !isPublication(event.data)) return;
      heard.current = Date.now();
      const publication = event.data;
      setFixtures((shown) => shown.map((f) => applyPublication(f, publication)));
    };
    const channels = [
      ...(listensToLive ? [LIVE_CHANNEL] : []),
      ...ids.split(" ").filter(Boolean).map(eventChannel),
    ];
    const unsubscribes = channels.map((channel) => client.subscribe(channel, listener));
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
      client.close();
    };
  }, [source.url, ids, listensToLive]);

  const refresh = source.refresh;
  const refreshKey = refresh === null ? "" : "live" in refresh ? "live" : refresh.fixture;
  useEffect(() => {
    if (!source.url || !refreshKey) return;
    const base = source.url.replace(/\/+$/, "");
    const operator = encodeURIComponent(source.operator);
    const path =
      refreshKey === "live"
        ? `/v1/sports/fixtures?operator=${operator}&when=live&limit=100`
        : `/v1/sports/fixtures/${encodeURIComponent(refreshKey)}?operator=${operator}`;
    let stopped = false;
    const timer = window.setInterval(async () => {
      if (Date.now() - heard.current < QUIET_MS || document.hidden) return;
      try {
        const response = await fetch(`${base}${path}`, { headers: { accept: "application/json" } });
        if (!response.ok || stopped) return;
        const body = (await response.json()) as { data: ShownFixture[] | ShownFixture };
        // The in-play list is the catalogue's: new matches join, ended ones leave.
        setFixtures((shown) => (Array.isArray(body.data) ? body.data : mergeFixtures(shown, [body.data])));
      } catch {
        // The next tick tries again.
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [source.url, source.operator, refreshKey]);

  return fixtures;
}
