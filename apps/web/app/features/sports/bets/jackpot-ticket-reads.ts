import {
  type SportsJackpotOverview,
  type SportsJackpotTicket,
  sportsJackpotOverviewSchema,
  sportsJackpotTicketsSchema,
  successEnvelope,
} from "@platform/contracts";
import { REQUEST_TIMEOUT_MS, type SportsbookAccount, type SportsbookClient } from "../sportsbook-client.ts";

/*
 * The aggregator's jackpot reads my bets needs (issue 20, decision 050): the player's tickets
 * through the sportsbook session the bets use (the same client, so the same session), and the
 * public rounds whose results mark a ticket's picks.
 */

export function playerJackpotTickets(
  client: Pick<SportsbookClient, "call">,
  options: { limit?: number; before?: string } = {},
): Promise<SportsJackpotTicket[]> {
  const query = new URLSearchParams({ limit: String(options.limit ?? 50) });
  if (options.before) query.set("before", options.before);
  return client
    .call(`/jackpot/tickets?${query}`, sportsJackpotTicketsSchema)
    .then((answer) => answer.tickets);
}

const overviewAnswer = successEnvelope(sportsJackpotOverviewSchema);

/** On sale, waiting and the latest settled rounds; null when the aggregator did not answer. */
export async function jackpotRounds(
  account: Pick<SportsbookAccount, "url" | "operator">,
  fetcher: typeof fetch = fetch,
): Promise<SportsJackpotOverview | null> {
  const query = new URLSearchParams({ operator: account.operator });
  try {
    const response = await fetcher(`${account.url.replace(/\/+$/, "")}/v1/sports/jackpot?${query}`, {
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      credentials: "omit",
      headers: { accept: "application/json" },
    });
    const parsed = overviewAnswer.safeParse(await response.json());
    return response.ok && parsed.success ? parsed.data.data : null;
  } catch {
    return null;
  }
}
