import type { CartLineInput, errorItemSchema } from "@platform/contracts";
import { and, count, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { cartLines, draws } from "../db/schema.ts";
import type { Tx } from "../games/game-store.ts";
import { HttpError } from "../http/http-error.ts";
import type { Site } from "../sites/site-repository.ts";
import { type CheckedLine, checkCartLine } from "./cart-rules.ts";

type ErrorItem = z.infer<typeof errorItemSchema>;

const DRAW_ID = /^\d{1,15}$/;

/**
 * A whole slip of lines added in the caller's transaction (which holds the cart's lock), all or
 * none, in a few statements whatever its size: its draws read at once, every line checked by the
 * rules of one line (cart-rules.ts), the cart's room counted once, the lines inserted at once. A
 * refusal lists every refused line, each error's field naming it (`lines.2.selection`): 400 when a
 * line breaks a rule, 409 when only the draws' sales or the cart's room stand in the way.
 */
export async function addCartSlip(
  tx: Tx,
  site: Site,
  userId: string,
  inputs: CartLineInput[],
  now: Date,
): Promise<CheckedLine[]> {
  const ids = [...new Set(inputs.map((input) => input.draw_id).filter((id) => DRAW_ID.test(id)))].map(Number);
  const found =
    ids.length > 0
      ? await tx
          .select()
          .from(draws)
          .where(and(eq(draws.siteId, site.id), inArray(draws.id, ids)))
      : [];
  const byId = new Map(found.map((draw) => [draw.id, draw]));

  const checked: CheckedLine[] = [];
  const errors: ErrorItem[] = [];
  const refused = new Set<number>();
  const statuses = new Set<number>();
  for (const [index, input] of inputs.entries()) {
    const draw = DRAW_ID.test(input.draw_id) ? byId.get(Number(input.draw_id)) : undefined;
    try {
      checked.push(checkCartLine(site, draw, input, now));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      refused.add(index);
      statuses.add(error.statusCode);
      const problems = error.errors.length > 0 ? error.errors : [{ message: error.message }];
      for (const problem of problems) {
        const field = problem.field ? `lines.${index}.${problem.field}` : `lines.${index}`;
        errors.push({ message: problem.message, field });
      }
    }
  }
  if (errors.length > 0) {
    const message =
      refused.size === 1 && errors[0]
        ? `${errors[0].message} Nothing was added.`
        : `${refused.size} of the slip's ${inputs.length} lines cannot be added. Nothing was added.`;
    throw new HttpError(statuses.has(400) ? 400 : 409, message, errors);
  }

  const most = site.settings.lotto.max_cart_lines;
  const [held] = await tx
    .select({ lines: count() })
    .from(cartLines)
    .where(and(eq(cartLines.siteId, site.id), eq(cartLines.userId, userId)));
  const room = most - (held?.lines ?? 0);
  if (checked.length > room) {
    const message =
      room <= 0
        ? `Your cart is full: it holds at most ${most} tickets. Check out or remove a line first.`
        : `This slip has ${checked.length} tickets and your cart room for ${room} more (it holds at most ${most}). Nothing was added.`;
    throw new HttpError(409, message, [{ message, field: "cart" }]);
  }
  await tx.insert(cartLines).values(
    checked.map((line, index) => ({
      siteId: site.id,
      userId,
      drawId: line.drawId,
      selection: line.selection,
      lines: line.lines,
      stakePerLine: line.stakePerLine,
      nextDrawIfClosed: inputs[index]?.next_draw_if_closed ?? false,
      createdAt: now,
    })),
  );
  return checked;
}
