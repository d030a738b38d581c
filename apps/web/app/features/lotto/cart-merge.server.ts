import { cartMergeSchema } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { logger } from "../../shell/logger.ts";
import { requireSession } from "../../shell/session/require-session.server.ts";
import { assertSameOrigin } from "../../shell/session/same-origin.ts";
import { mergeCart } from "./cart-api.server.ts";

/** What the merge answered: how many lines joined the cart and how many the API refused. */
export interface MergeResult {
  ok: boolean;
  merged: number;
  refused: number;
}

/**
 * The browser posts its stored lines (JSON) once the visitor has logged in; the API adds each
 * valid line and lists the refused ones (a draw that closed meanwhile). Nothing here retries: the
 * browser cleared its copy before posting, so a second tab cannot merge the same lines again.
 */
export async function mergeCartAction(
  request: Request,
  url: URL,
  context: Readonly<RouterContextProvider>,
): Promise<MergeResult> {
  assertSameOrigin(request, url);
  requireSession(context);
  const body = cartMergeSchema.safeParse(await request.json().catch(() => null));
  if (!body.success || body.data.lines.length === 0) return { ok: false, merged: 0, refused: 0 };
  try {
    const result = await mergeCart(context, body.data.lines);
    return {
      ok: true,
      merged: body.data.lines.length - result.refused.length,
      refused: result.refused.length,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.warn("cart merge failed", error);
    return { ok: false, merged: 0, refused: body.data.lines.length };
  }
}
