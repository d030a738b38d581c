import type { SportsJackpotRound, SportsJackpotTicket } from "@platform/contracts";
import { useCallback, useEffect, useState } from "react";
import type { SportsbookAccount, SportsbookClient } from "../sportsbook-client.ts";
import { roundsById } from "./jackpot-picks.ts";
import { jackpotRounds, playerJackpotTickets } from "./jackpot-ticket-reads.ts";
import { REFRESH_MS } from "./use-sportsbook-bets.ts";

/*
 * The player's jackpot tickets for my bets' sports tab (issue 20). A ticket is one sports round at
 * the platform (its round id is the ticket's id, decision 050), so it is already a row of the tab:
 * this finds each row's ticket, the way use-sportsbook-bets finds each row's bet — in the browser,
 * through the same sportsbook session, asked again while a ticket waits for its results. The
 * public rounds give the matches' results that mark each pick right or wrong.
 */

export interface JackpotTickets {
  status: "loading" | "ready" | "failed" | "unavailable";
  tickets: SportsJackpotTicket[];
  rounds: Record<string, SportsJackpotRound>;
}

const waiting = (ticket: SportsJackpotTicket) =>
  ticket.state === "open" || ticket.state === "placing" || ticket.state === "settling";

/** `client` is the bets' own (use-sportsbook-bets), so tickets and bets share one session. */
export function useJackpotTickets(
  client: SportsbookClient | null,
  account: SportsbookAccount | null,
  options: { limit?: number; before?: string } = {},
): JackpotTickets {
  const { limit = 50, before } = options;
  const [status, setStatus] = useState<JackpotTickets["status"]>("loading");
  const [tickets, setTickets] = useState<SportsJackpotTicket[]>([]);
  const [rounds, setRounds] = useState<Record<string, SportsJackpotRound>>({});
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: tick is the refresh's signal to ask again
  useEffect(() => {
    if (!client || !account) return;
    let live = true;
    (async () => {
      let list: SportsJackpotTicket[];
      try {
        list = await playerJackpotTickets(client, { limit, ...(before ? { before } : {}) });
      } catch {
        if (live) setStatus("failed");
        return;
      }
      if (!live) return;
      setTickets(list);
      setStatus("ready");
      // Rounds only for a player who holds tickets: most sports players have none.
      if (list.length === 0) return;
      const overview = await jackpotRounds(account);
      if (live && overview) setRounds((known) => ({ ...known, ...roundsById(overview) }));
    })();
    return () => {
      live = false;
    };
  }, [client, account, limit, before, tick]);

  const moving = tickets.some(waiting);
  useEffect(() => {
    if (!client || !moving) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") refresh();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [client, moving, refresh]);

  return { status: client ? status : "unavailable", tickets, rounds };
}
