import {
  type SportsJackpotBuyRequest,
  type SportsJackpotTicket,
  sportsJackpotTicketSchema,
  sportsJackpotTicketsSchema,
} from "@platform/contracts";
import { type SportsbookAccount, sportsbookClient } from "../sportsbook-client.ts";

/*
 * The jackpot's player calls from the browser, through the sportsbook's session (the page's launch
 * token opens it once; a session that ended is opened again once): buy a ticket, list tickets.
 */

export interface JackpotClient {
  buy(request: SportsJackpotBuyRequest): Promise<SportsJackpotTicket>;
  tickets(): Promise<SportsJackpotTicket[]>;
}

export function jackpotClient(account: SportsbookAccount, fetcher: typeof fetch = fetch): JackpotClient {
  const client = sportsbookClient(account, fetcher);
  return {
    buy: (request) =>
      client.call("/jackpot/tickets", sportsJackpotTicketSchema, {
        method: "POST",
        body: JSON.stringify(request),
      }),
    tickets: async () => (await client.call("/jackpot/tickets?limit=20", sportsJackpotTicketsSchema)).tickets,
  };
}
