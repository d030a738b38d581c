import { successEnvelope, type VirtualFootballBoard, virtualFootballBoardSchema } from "@platform/contracts";
import { useEffect, useRef, useState } from "react";

/*
 * The board, kept current once hydrated (issue 20): the server's render first (right without
 * JavaScript), then the aggregator's board asked again, often while a match day plays (the server
 * serves its events only up to the current second) and at each close and end, seldom otherwise.
 * A new match day, a close, an end: the page redraws without a reload.
 */

const PLAYING_POLL_MS = 3_000;
const IDLE_POLL_MS = 15_000;

const answerSchema = successEnvelope(virtualFootballBoardSchema);

/** How long until the board is worth asking again, on the server's clock. */
export function nextPollIn(board: VirtualFootballBoard, serverNowMs: number): number {
  // A short play (a test cadence) is asked more often, so its goals still come a few at a time.
  if (board.current) return Math.max(1_000, Math.min(PLAYING_POLL_MS, board.play_ms / 8));
  const close = board.upcoming[0] ? Date.parse(board.upcoming[0].closes_at) : Number.NaN;
  // Just after the close, when the match day turns to playing.
  if (Number.isFinite(close))
    return Math.min(IDLE_POLL_MS, Math.max(PLAYING_POLL_MS, close - serverNowMs + 500));
  return IDLE_POLL_MS;
}

export function useVirtualBoard(
  rendered: VirtualFootballBoard | null,
  source: { url: string | null; operator: string },
): VirtualFootballBoard | null {
  const [board, setBoard] = useState(rendered);
  const latest = useRef(board);
  latest.current = board;
  useEffect(() => setBoard(rendered), [rendered]);

  useEffect(() => {
    if (!source.url) return;
    const endpoint = `${source.url.replace(/\/+$/, "")}/v1/virtual/football?operator=${encodeURIComponent(source.operator)}`;
    let timer = 0;
    let stopped = false;
    const schedule = () => {
      const shown = latest.current;
      // The browser's clock: minutes off, the board is still asked every IDLE_POLL_MS.
      const wait = shown ? nextPollIn(shown, Date.now()) : IDLE_POLL_MS;
      timer = window.setTimeout(poll, wait);
    };
    const poll = async () => {
      if (!document.hidden) {
        try {
          const response = await fetch(endpoint, { headers: { accept: "application/json" } });
          const answer = response.ok ? answerSchema.safeParse(await response.json()) : null;
          if (answer?.success && !stopped) {
            latest.current = answer.data.data;
            setBoard(answer.data.data);
          }
        } catch {
          // The next poll tries again.
        }
      }
      if (!stopped) schedule();
    };
    schedule();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [source.url, source.operator]);

  return board;
}
