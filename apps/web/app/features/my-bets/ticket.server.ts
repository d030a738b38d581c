import { type AggregatorAccount, type MyBet, myBetsResponseSchema } from "@platform/contracts";
import { type RouterContextProvider, redirect } from "react-router";
import { apiFetch } from "../../shell/api-client.server.ts";
import { notFound } from "../../shell/not-found.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { requireSession } from "../session/require-session.server.ts";
import { recallAccount } from "./my-bets.server.ts";
import { apiTicketSearch } from "./my-bets-query.ts";

const BET_ID = /^[A-Za-z0-9:_-]{1,100}$/;

export interface TicketData {
  bet: MyBet;
  account: AggregatorAccount | null;
}

/**
 * Spec §2 /users/ticket?bet_id=: one bet, through the ticket variant of spec §7 api/user/mybets
 * (bet_id, no tab). Without a bet id it is the bets list; another player's bet is not found.
 */
export async function ticketLoader(url: URL, context: Readonly<RouterContextProvider>): Promise<TicketData> {
  requireSession(context);
  const betId = url.searchParams.get("bet_id")?.trim() ?? "";
  if (!betId) throw redirect("/users/my-bets");
  if (!BET_ID.test(betId)) throw notFound();
  const shell = context.get(shellContext);
  const [found, account] = await Promise.all([
    apiFetch(context, `/api/user/mybets${apiTicketSearch(betId)}`, myBetsResponseSchema, { shell }),
    recallAccount(context, url),
  ]);
  const bet = found.items.find((item) => item.bet_id === betId);
  if (!bet) throw notFound();
  return { bet, account };
}
