import type { SportsEventPublication, SportsFixtureDetail } from "@platform/contracts";
import { LiveClient, type LiveEvent } from "@platform/contracts/client";
import { useEffect, useRef } from "react";
import { eventChannel, liveUrl } from "../use-live-fixtures.ts";
import { followPrices, type LegQuote, quotesFromMarkets } from "./slip-prices.ts";
import type { SlipState } from "./slip-state.ts";

/*
 * The slip's legs follow the book while it holds any (issue 19): the live layer's
 * `sports:event:{id}` of each leg's match (its snapshot on subscribing, then every markets
 * publication), the same channels the pages use (use-live-fixtures.ts). While the live layer does
 * not serve the slip (no socket, a refused channel) the slip asks the catalogue for those matches
 * every few seconds instead; a pre-match slip on a quiet but open socket asks nothing. What arrives
 * goes through followPrices, under the player's choice.
 */

const MAX_EVENTS = 30;
const POLL_MS = 5_000;
const QUIET_MS = 10_000;

type Update = (change: (state: SlipState) => SlipState) => void;

const isMarkets = (data: unknown): data is Extract<SportsEventPublication, { type: "markets" }> =>
  !!data && typeof data === "object" && "type" in data && data.type === "markets" && "markets" in data;

/** The live layer's markets carry id and specifiers; the slip's legs name them by key. */
const liveKey = (m: { id: number; specifiers: string }) =>
  m.specifiers ? `${m.id}|${m.specifiers}` : String(m.id);

function fixtureQuotes(
  state: SlipState,
  fixture: SportsFixtureDetail | null,
  id: string,
): Map<string, LegQuote> {
  // A match the catalogue no longer has (ended, settled): every leg of it is closed.
  return quotesFromMarkets(id, fixture?.markets ?? [], state.selections, true);
}

export function useSlipPrices(
  source: { url: string; operator: string } | null,
  state: SlipState,
  update: Update,
): void {
  /** When the live layer last brought something, and whether it serves the slip's channels now. */
  const heard = useRef(0);
  const serving = useRef(false);
  const ids = [...new Set(state.selections.map((s) => s.event_id))].slice(0, MAX_EVENTS).sort().join(" ");
  const url = source?.url ?? null;
  const operator = source?.operator ?? "";

  useEffect(() => {
    if (!url || !ids || typeof WebSocket === "undefined") return;
    const client = new LiveClient({
      url: () => liveUrl(url),
      onStatus: (status) => {
        if (status !== "open") serving.current = false;
      },
    });
    const listener = (event: LiveEvent) => {
      if (event.type === "error") serving.current = false;
      if (event.type === "subscribed") serving.current = true;
      if (event.type === "subscribed" && !event.recovered) {
        const snapshot = event.snapshot as { type: "event"; fixture: SportsFixtureDetail | null } | null;
        if (snapshot?.type !== "event") return;
        heard.current = Date.now();
        const id = event.channel.slice("sports:event:".length);
        update((slip) => followPrices(slip, fixtureQuotes(slip, snapshot.fixture, id)));
        return;
      }
      if (event.type !== "publication" || !isMarkets(event.data)) return;
      heard.current = Date.now();
      const publication = event.data;
      const markets = publication.markets.map((m) => ({ ...m, key: liveKey(m) }));
      update((slip) =>
        followPrices(slip, quotesFromMarkets(publication.event, markets, slip.selections, false)),
      );
    };
    const unsubscribes = ids.split(" ").map((id) => client.subscribe(eventChannel(id), listener));
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
      client.close();
      serving.current = false;
    };
  }, [url, ids, update]);

  useEffect(() => {
    if (!url || !ids) return;
    const base = url.replace(/\/+$/, "");
    let stopped = false;
    const timer = window.setInterval(async () => {
      if (serving.current || Date.now() - heard.current < QUIET_MS || document.hidden) return;
      for (const id of ids.split(" ")) {
        try {
          const response = await fetch(
            `${base}/v1/sports/fixtures/${encodeURIComponent(id)}?operator=${encodeURIComponent(operator)}`,
            { headers: { accept: "application/json" } },
          );
          if (stopped) return;
          if (response.status === 404) {
            update((slip) => followPrices(slip, fixtureQuotes(slip, null, id)));
            continue;
          }
          if (!response.ok) continue;
          const body = (await response.json()) as { data: SportsFixtureDetail };
          update((slip) => followPrices(slip, fixtureQuotes(slip, body.data, id)));
        } catch {
          // The next tick tries again.
        }
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [url, operator, ids, update]);
}
