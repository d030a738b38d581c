import {
  JACKPOT_SLUG_PATTERN,
  type JackpotDetail,
  type JackpotList,
  jackpotDetailSchema,
  jackpotListSchema,
  jackpotsChannel,
} from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { ApiError, apiFetch } from "../../shell/api-client.server.ts";
import { notFound } from "../../shell/not-found.ts";
import { shellContext } from "../../shell/shell-context.ts";

type Context = Readonly<RouterContextProvider>;

/** The page's pools and the live channel that moves them (one per site). */
export type JackpotListData = JackpotList & { channel: string };
export type JackpotDetailData = JackpotDetail & { channel: string };

/** Spec §2 /jackpot: the site's pools; a site without any has no such page. */
export async function jackpotListLoader(context: Context): Promise<JackpotListData> {
  const shell = context.get(shellContext);
  const list = await apiFetch(context, "/api/jackpots", jackpotListSchema, { shell });
  if (list.pools.length === 0) throw notFound();
  return { ...list, channel: jackpotsChannel(shell.siteCode) };
}

/** Spec §2 /jackpot/{slug}: one pool; a slug that is not the site's is the 404 page. */
export async function jackpotDetailLoader(
  slug: string | undefined,
  context: Context,
): Promise<JackpotDetailData> {
  if (!slug || !JACKPOT_SLUG_PATTERN.test(slug)) throw notFound();
  const shell = context.get(shellContext);
  const detail = await apiFetch(context, `/api/jackpots/${slug}`, jackpotDetailSchema, { shell }).catch(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    },
  );
  return { ...detail, channel: jackpotsChannel(shell.siteCode) };
}
