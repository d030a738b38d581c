import { type VirtualRacingBoard, virtualRacingBoardSchema } from "@platform/contracts";
import { type BoardPoll, boardReader, usePolledBoard } from "../use-polled-board.ts";

/*
 * The board, kept current once hydrated (../use-polled-board.ts): asked every second while a race
 * runs (the server serves the runners only where its clock has them), just after each close,
 * seldom otherwise.
 */

const RUNNING_POLL_MS = 1_000;
const CLOSE_POLL_MS = 2_000;
const IDLE_POLL_MS = 15_000;

/** How long until the board is worth asking again, on the server's clock. */
export function nextRacePollIn(board: VirtualRacingBoard, serverNowMs: number): number {
  if (board.current) return RUNNING_POLL_MS;
  const close = board.upcoming[0] ? Date.parse(board.upcoming[0].closes_at) : Number.NaN;
  if (Number.isFinite(close))
    return Math.min(IDLE_POLL_MS, Math.max(CLOSE_POLL_MS, close - serverNowMs + 300));
  return IDLE_POLL_MS;
}

const racingBoard: BoardPoll<VirtualRacingBoard> = {
  path: "/v1/virtual/greyhounds",
  read: boardReader(virtualRacingBoardSchema),
  nextPollIn: nextRacePollIn,
  idleMs: IDLE_POLL_MS,
};

export function useRacingBoard(
  rendered: VirtualRacingBoard | null,
  source: { url: string | null; operator: string },
): VirtualRacingBoard | null {
  return usePolledBoard(rendered, source, racingBoard);
}
