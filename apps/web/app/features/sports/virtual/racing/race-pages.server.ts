import {
  type VirtualRaceDetail,
  type VirtualRacingBoard,
  virtualRaceParamsSchema,
} from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { loadBrowsingAccount } from "../../../../shell/aggregator/aggregator-account.server.ts";
import { logger } from "../../../../shell/logger.ts";
import { notFound } from "../../../../shell/not-found.ts";
import { shellContext } from "../../../../shell/shell-context.ts";
import { SportsNotFound } from "../../sports-api.server.ts";
import { type SlipData, slipData } from "../../sports-pages.server.ts";
import { virtualOffered } from "../virtual-access.ts";
import { loadRace, loadRacingBoard } from "./race-api.server.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

/*
 * The loaders of /virtual-world/greyhounds and a race's page, virtual football's rules: the board
 * brings the sportsbook slip's data (its prices go on that slip); a race's page only shows and
 * verifies, so it asks as a visitor. An aggregator that runs no races, or an unknown race, is a
 * 404; one that does not answer leaves the page up with an "unavailable" message.
 */

export interface RacingBoardData extends SlipData {
  board: VirtualRacingBoard | null;
}

export interface RaceData {
  race: VirtualRaceDetail | null;
}

async function orUnavailable<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof SportsNotFound) throw notFound();
    logger.warn(`virtual greyhounds ${what} unavailable`, error);
    return null;
  }
}

export async function racingBoardLoader(context: ContextReader, url: URL): Promise<RacingBoardData> {
  if (!virtualOffered(context.get(shellContext).settings)) throw notFound();
  const { slip, account } = await slipData(context, url);
  if (!account) return { ...slip, board: null };
  const board = await orUnavailable("board", () => loadRacingBoard(context, account));
  return { ...slip, board };
}

export async function raceLoader(
  context: ContextReader,
  url: URL,
  id: string | undefined,
): Promise<RaceData> {
  if (!virtualOffered(context.get(shellContext).settings)) throw notFound();
  const params = virtualRaceParamsSchema.safeParse({ id });
  if (!params.success) throw notFound();
  const account = await loadBrowsingAccount(context, url);
  if (!account) return { race: null };
  const race = await orUnavailable("race", () => loadRace(context, account, params.data.id));
  return { race };
}
