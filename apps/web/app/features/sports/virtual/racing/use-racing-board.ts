import { successEnvelope, type VirtualRacingBoard, virtualRacingBoardSchema } from "@platform/contracts";
import { useEffect, useRef, useState } from "react";

/*
 * The board, kept current once hydrated: the server's render first (right without JavaScript),
 * then the aggregator's board asked again every second while a race runs (the server serves the
 * runners only where its clock has them), just after each close, seldom otherwise.
 */

const RUNNING_POLL_MS = 1_000;
const CLOSE_POLL_MS = 2_000;
const IDLE_POLL_MS = 15_000;

const answerSchema = successEnvelope(virtualRacingBoardSchema);

/** How long until the board is worth asking again, on the server's clock. */
export function nextRacePollIn(board: VirtualRacingBoard, serverNowMs: number): number {
  if (board.current) return RUNNING_POLL_MS;
  const close = board.upcoming[0] ? Date.parse(board.upcoming[0].closes_at) : Number.NaN;
  if (Number.isFinite(close))
    return Math.min(IDLE_POLL_MS, Math.max(CLOSE_POLL_MS, close - serverNowMs + 300));
  return IDLE_POLL_MS;
}

export function useRacingBoard(
  rendered: VirtualRacingBoard | null,
  source: { url: string | null; operator: string },
): VirtualRacingBoard | null {
  const [board, setBoard] = useState(rendered);
  const latest = useRef(board);
  latest.current = board;
  useEffect(() => setBoard(rendered), [rendered]);

  useEffect(() => {
    if (!source.url) return;
    const endpoint = `${source.url.replace(/\/+$/, "")}/v1/virtual/greyhounds?operator=${encodeURIComponent(source.operator)}`;
    let timer = 0;
    let stopped = false;
    const schedule = () => {
      const shown = latest.current;
      timer = window.setTimeout(poll, shown ? nextRacePollIn(shown, Date.now()) : IDLE_POLL_MS);
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
