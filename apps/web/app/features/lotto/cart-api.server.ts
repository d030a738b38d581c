import {
  type CartLineInput,
  type CartResponse,
  cartMergeResponseSchema,
  cartResponseSchema,
  checkoutResponseSchema,
} from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { apiCall, apiFetch } from "../../shell/api-client.server.ts";
import { sessionContext } from "../../shell/session.ts";
import { shellContext } from "../../shell/shell-context.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

/*
 * The server cart of spec §1 (GET/POST/DELETE api/user/cart…), for a logged-in player. A visitor's
 * cart lives in the browser (cart-storage.ts) and reaches these calls only through the merge.
 */

/** The player's cart; null for a visitor, whose cart the browser shows. */
export async function loadCart(context: ContextReader): Promise<CartResponse | null> {
  if (!context.get(sessionContext)) return null;
  return apiFetch(context, "/api/user/cart", cartResponseSchema, { shell: context.get(shellContext) });
}

export async function addCartLine(
  context: ContextReader,
  line: CartLineInput,
): Promise<{ cart: CartResponse; message: string | undefined }> {
  const { data, message } = await apiCall(context, "/api/user/cart/lines", cartResponseSchema, {
    method: "POST",
    body: line,
    shell: context.get(shellContext),
  });
  return { cart: data, message };
}

export function removeCartLine(context: ContextReader, id: string): Promise<CartResponse> {
  return apiFetch(context, `/api/user/cart/lines/${encodeURIComponent(id)}`, cartResponseSchema, {
    method: "DELETE",
    shell: context.get(shellContext),
  });
}

export function mergeCart(context: ContextReader, lines: CartLineInput[]) {
  return apiFetch(context, "/api/user/cart/merge", cartMergeResponseSchema, {
    method: "POST",
    body: { lines },
    shell: context.get(shellContext),
  });
}

export function checkout(context: ContextReader, idempotencyKey: string) {
  return apiCall(context, "/api/user/cart/checkout", checkoutResponseSchema, {
    method: "POST",
    body: { idempotency_key: idempotencyKey },
    shell: context.get(shellContext),
  });
}

/** A field of a form post as a string ("" when absent). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** What a checkout answers: the tickets bought and the total staked. */
export type Receipt = z.infer<typeof checkoutResponseSchema>;

export const lineIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,40}$/);
