import { type VirtualFootballBoard, virtualFootballBoardSchema } from "@platform/contracts";
import { type BoardPoll, boardReader, usePolledBoard } from "./use-polled-board.ts";

/*
 * The board, kept current once hydrated (issue 20, use-polled-board.ts): asked often while a match
 * day plays (the server serves its events only up to the current second) and at each close and
 * end, seldom otherwise. A new match day, a close, an end: the page redraws without a reload.
 */

const PLAYING_POLL_MS = 3_000;
const IDLE_POLL_MS = 15_000;

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

const footballBoard: BoardPoll<VirtualFootballBoard> = {
  path: "/v1/virtual/football",
  read: boardReader(virtualFootballBoardSchema),
  nextPollIn,
  idleMs: IDLE_POLL_MS,
};

export function useVirtualBoard(
  rendered: VirtualFootballBoard | null,
  source: { url: string | null; operator: string },
): VirtualFootballBoard | null {
  return usePolledBoard(rendered, source, footballBoard);
}
