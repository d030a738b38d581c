import type { JackpotPool } from "@platform/contracts";
import { LiveClient, type LiveStatus } from "@platform/contracts/client";
import { useEffect, useState } from "react";
import { mergePools, poolsOf } from "./pool-state.ts";

/** The platform's WebSocket (docs/decisions/039), on the page's own origin. */
const LIVE_PATH = "/api/live";

/**
 * The page's pools, moved by the site's `jackpots:{site}` channel over one WebSocket: the server's
 * render first (right without JavaScript), then the channel's snapshot and each publication. The
 * client resumes after a drop of the connection; `status` says whether the amounts are live.
 */
export function useJackpotPools(
  channel: string,
  rendered: JackpotPool[],
): { pools: JackpotPool[]; status: LiveStatus | "off" } {
  const [pools, setPools] = useState(rendered);
  const [status, setStatus] = useState<LiveStatus | "off">("off");
  // A new render (a navigation, a revalidation) is newer than nothing and older than nothing else.
  useEffect(() => setPools((shown) => mergePools(rendered, shown)), [rendered]);
  useEffect(() => {
    if (typeof WebSocket === "undefined") return;
    const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
    const client = new LiveClient({
      url: `${scheme}//${window.location.host}${LIVE_PATH}`,
      onStatus: setStatus,
    });
    const unsubscribe = client.subscribe(channel, (event) => {
      const data =
        event.type === "publication" ? event.data : event.type === "subscribed" ? event.snapshot : null;
      const heard = poolsOf(data);
      if (heard) setPools((shown) => mergePools(shown, heard));
    });
    return () => {
      unsubscribe();
      client.close();
    };
  }, [channel]);
  return { pools, status };
}
