import {
  type VirtualFootballBoard,
  type VirtualMatchDayDetail,
  virtualMatchDayParamsSchema,
} from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { loadBrowsingAccount } from "../../../shell/aggregator/aggregator-account.server.ts";
import { logger } from "../../../shell/logger.ts";
import { notFound } from "../../../shell/not-found.ts";
import { shellContext } from "../../../shell/shell-context.ts";
import { SportsNotFound } from "../sports-api.server.ts";
import { type SlipData, slipData } from "../sports-pages.server.ts";
import { virtualOffered } from "./virtual-access.ts";
import { loadVirtualBoard, loadVirtualMatchDay } from "./virtual-api.server.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

/*
 * The loaders of /virtual-world and a match day's page (issue 20). The board brings the sportsbook
 * slip's data (the player's launch token, the operator's rules): its prices go on that slip. A
 * match day's page only shows and verifies, so it asks as a visitor (no launch token minted). An
 * aggregator that runs no virtual football, or an unknown match day, is a 404; one that does not
 * answer leaves the page up with an "unavailable" message.
 */

export interface VirtualBoardData extends SlipData {
  board: VirtualFootballBoard | null;
}

export interface VirtualMatchDayData {
  matchDay: VirtualMatchDayDetail | null;
}

async function orUnavailable<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof SportsNotFound) throw notFound();
    logger.warn(`virtual football ${what} unavailable`, error);
    return null;
  }
}

export async function virtualBoardLoader(context: ContextReader, url: URL): Promise<VirtualBoardData> {
  if (!virtualOffered(context.get(shellContext).settings)) throw notFound();
  const { slip, account } = await slipData(context, url);
  if (!account) return { ...slip, board: null };
  const board = await orUnavailable("board", () => loadVirtualBoard(context, account));
  return { ...slip, board };
}

export async function virtualMatchDayLoader(
  context: ContextReader,
  url: URL,
  id: string | undefined,
): Promise<VirtualMatchDayData> {
  if (!virtualOffered(context.get(shellContext).settings)) throw notFound();
  const params = virtualMatchDayParamsSchema.safeParse({ id });
  if (!params.success) throw notFound();
  const account = await loadBrowsingAccount(context, url);
  if (!account) return { matchDay: null };
  const matchDay = await orUnavailable("match day", () =>
    loadVirtualMatchDay(context, account, params.data.id),
  );
  return { matchDay };
}
