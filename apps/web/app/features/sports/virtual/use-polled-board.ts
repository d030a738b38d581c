import { successEnvelope } from "@platform/contracts";
import { useEffect, useRef, useState } from "react";
import type { z } from "zod";

/*
 * A virtual game's board, kept current once hydrated: the server's render first (right without
 * JavaScript), then the aggregator's board asked again when the game says it is worth it (often
 * while an event plays, just after each close, seldom otherwise), never while the tab is hidden.
 */

export interface BoardPoll<Board> {
  /** The aggregator's path of the board, e.g. "/v1/virtual/football". */
  path: string;
  /** The board from the answer's JSON, or null if it is not one. */
  read(json: unknown): Board | null;
  /** How long until the board is worth asking again, on the server's clock. */
  nextPollIn(board: Board, serverNowMs: number): number;
  /** Without a board yet. */
  idleMs: number;
}

/** Reads the board out of the aggregator's success envelope. */
export function boardReader<Board>(schema: z.ZodType<Board>): (json: unknown) => Board | null {
  const answer: z.ZodType<{ data: Board }> = successEnvelope(schema);
  return (json) => {
    const parsed = answer.safeParse(json);
    return parsed.success ? parsed.data.data : null;
  };
}

export function usePolledBoard<Board>(
  rendered: Board | null,
  source: { url: string | null; operator: string },
  game: BoardPoll<Board>,
): Board | null {
  const [board, setBoard] = useState(rendered);
  const latest = useRef(board);
  latest.current = board;
  useEffect(() => setBoard(rendered), [rendered]);

  useEffect(() => {
    if (!source.url) return;
    const endpoint = `${source.url.replace(/\/+$/, "")}${game.path}?operator=${encodeURIComponent(source.operator)}`;
    let timer = 0;
    let stopped = false;
    const schedule = () => {
      const shown = latest.current;
      // The browser's clock: minutes off, the board is still asked every idleMs.
      timer = window.setTimeout(poll, shown ? game.nextPollIn(shown, Date.now()) : game.idleMs);
    };
    const poll = async () => {
      if (!document.hidden) {
        try {
          const response = await fetch(endpoint, { headers: { accept: "application/json" } });
          const answer = response.ok ? game.read(await response.json()) : null;
          if (answer && !stopped) {
            latest.current = answer;
            setBoard(answer);
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
  }, [source.url, source.operator, game]);

  return board;
}
