import { randomUUID } from "node:crypto";
import { DRAW_GAMES, type DrawGamesResponse } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { ApiError } from "../../shell/api-client.server.ts";
import { apiFailure } from "../../shell/forms/api-failure.server.ts";
import type { FormFailure } from "../../shell/forms/form-result.ts";
import { notFound } from "../../shell/not-found.ts";
import { requireSession } from "../../shell/session/require-session.server.ts";
import { assertSameOrigin } from "../../shell/session/same-origin.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { translatorFor } from "../../shell/translator.ts";
import {
  checkout,
  formText,
  lineIdSchema,
  loadCart,
  type Receipt,
  removeCartLine,
} from "./cart-api.server.ts";
import { isDrawGameEnabled, loadDrawGames } from "./lotto-games.server.ts";

type Context = Readonly<RouterContextProvider>;

export type CartPageResult =
  | { ok: true; intent: "checkout"; receipt: Receipt; at: number }
  | { ok: true; intent: "remove"; at: number }
  | (FormFailure & { intent: string; lineErrors: Record<string, string> });

/**
 * Spec §2 /cart: the cart (the server's for a player; the browser shows a visitor's), the draw
 * games' clock and limits, and the checkout's idempotency key, made once per view of the cart so a
 * double click or a replayed post buys once. A site selling no draw game has no cart page.
 */
export async function cartLoader(context: Context) {
  if (!DRAW_GAMES.some((game) => isDrawGameEnabled(context, game))) throw notFound();
  const [draws, cart] = await Promise.all([loadDrawGames(context), loadCart(context)]);
  const clock: Pick<DrawGamesResponse, "server_time" | "max_cart_lines"> = {
    server_time: draws.server_time,
    max_cart_lines: draws.max_cart_lines,
  };
  return { cart, clock, idempotencyKey: randomUUID() };
}

/**
 * The checkout's refusals that name a line (`field: "line:12"`), as line id → the sentence shown
 * next to that line.
 */
export function lineRefusals(
  errors: readonly { field?: string | undefined }[],
  sentence: string,
): Record<string, string> {
  const refused: Record<string, string> = {};
  for (const { field } of errors) {
    const id = /^line:([A-Za-z0-9-]{1,40})$/.exec(field ?? "")?.[1];
    if (id) refused[id] = sentence;
  }
  return refused;
}

/** Spec §1 checkout and line removal. A refusal naming lines is shown next to each of them. */
export async function cartAction(request: Request, url: URL, context: Context): Promise<CartPageResult> {
  assertSameOrigin(request, url);
  requireSession(context);
  const t = translatorFor(context.get(shellContext));
  const form = await request.formData();
  const intent = formText(form, "intent");
  try {
    if (intent === "remove") {
      const id = lineIdSchema.safeParse(formText(form, "line_id"));
      if (id.success) await removeCartLine(context, id.data);
      return { ok: true, intent, at: Date.now() };
    }
    const key = formText(form, "idempotency_key");
    if (!/^[A-Za-z0-9-]{8,100}$/.test(key))
      return { ok: false, intent, message: t("cart.reload"), errors: [], fieldErrors: {}, lineErrors: {} };
    const { data } = await checkout(context, key);
    return { ok: true, intent: "checkout", receipt: data, at: Date.now() };
  } catch (error) {
    const lineErrors = error instanceof ApiError ? lineRefusals(error.errors, t("cart.line_closed")) : {};
    const failure = apiFailure(error, t);
    // The API says these in English; the page says them in the player's language, each refused
    // line next to itself.
    if (Object.keys(lineErrors).length > 0) failure.message = t("cart.lines_closed");
    if (error instanceof ApiError && error.status === 402) failure.message = t("cart.insufficient");
    return { ...failure, errors: [], fieldErrors: {}, intent, lineErrors };
  }
}
