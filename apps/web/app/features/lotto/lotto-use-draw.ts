import type { Draw } from "@platform/contracts";
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { secondsUntil } from "../../shell/server-clock.ts";
import type { ServerClock } from "../../shell/use-server-clock.ts";
import { drawToSell } from "./sales-window.ts";

/** Fewer draws ahead than this and the page asks the server for the newer ones. */
const REFRESH_BELOW = 3;
/** While the page knows no draw ahead at all, it asks the server again this often. */
const NO_DRAW_RETRY_MS = 5_000;

/**
 * The draw the slip sells on: the player's choice while it sells, else the draw that sells now (a
 * draw that closes under the player's eyes hands over to the next once that one opens). When the
 * page runs short of draws ahead it asks the server for the newer ones the scheduler has made.
 */
export function useDrawToSell(draws: readonly Draw[], initialId: string | null, clock: ServerClock) {
  const [chosen, setChosen] = useState(initialId);
  const draw = drawToSell(draws, chosen, clock.now, clock.offset);
  const ahead = draws.filter(
    (candidate) => secondsUntil(candidate.closes_at, clock.now, clock.offset) > 0,
  ).length;
  const { revalidate } = useRevalidator();

  useEffect(() => {
    if (ahead < REFRESH_BELOW) void revalidate();
  }, [ahead, revalidate]);

  const none = ahead === 0;
  useEffect(() => {
    if (!none) return;
    const timer = window.setInterval(() => void revalidate(), NO_DRAW_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [none, revalidate]);

  return { draw, choose: setChosen };
}
