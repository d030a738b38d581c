import type { CheckoutLeftOut, DrawGame, SelectionInputContract } from "@platform/contracts";
import { and, asc, eq, gt, inArray, lte, type SQL } from "drizzle-orm";
import { draws } from "../db/schema.ts";
import type { Tx } from "../games/game-store.ts";
import { HttpError } from "../http/http-error.ts";
import type { Site } from "../sites/site-repository.ts";
import { formatMinor } from "../wallet/amounts.ts";
import { checkCartLine } from "./cart-rules.ts";
import type { CartLineRow } from "./cart-store.ts";
import { type DrawRow, drawClosed, drawGameName, notOnSale } from "./tickets-draw.ts";

/** A cart line checkout buys: in its own draw, or moved to the next one when its draw closed. */
export interface Purchase {
  line: CartLineRow;
  draw: DrawRow;
  movedFrom: DrawRow | null;
}

export interface CheckoutPlan {
  purchases: Purchase[];
  leftOut: CheckoutLeftOut[];
  /** Every draw the plan names, by id (the tickets' views need them). */
  drawOf: Map<number, DrawRow>;
}

/**
 * Which draw each locked cart line is bought in (issue 16): its own while it sells; when it has
 * closed, the game's next draw on sale if the player agreed when adding the line (the line checked
 * again against that draw: on sale, selection, stake limits), else the line is left out with why.
 * Every draw bought in is locked for share, so the scheduler cannot close or draw it until the
 * tickets are in. A cart of which nothing can be bought is refused (409, each line named).
 */
export async function planCheckout(
  tx: Tx,
  site: Site,
  lines: CartLineRow[],
  now: Date,
): Promise<CheckoutPlan> {
  const own = await lockDraws(
    tx,
    inArray(
      draws.id,
      lines.map((line) => line.drawId),
    ),
  );
  const drawOf = new Map(own.map((draw) => [draw.id, draw]));
  const movers = lines.filter((line) => {
    const draw = drawOf.get(line.drawId);
    return draw && line.nextDrawIfClosed && drawClosed(site, draw, now);
  });
  const next = movers.length === 0 ? [] : await nextDraws(tx, site, movers, drawOf, now);
  for (const draw of next) drawOf.set(draw.id, draw);

  const purchases: Purchase[] = [];
  const leftOut: CheckoutLeftOut[] = [];
  for (const line of lines) {
    const draw = drawOf.get(line.drawId);
    if (!draw) throw new Error("a cart line's draw is gone");
    const problem = notOnSale(site, draw, now);
    if (!problem) {
      purchases.push({ line, draw, movedFrom: null });
      continue;
    }
    const leave = (reason: CheckoutLeftOut["reason"], message: string) =>
      leftOut.push(leftOutView(line, draw, reason, message));
    if (!drawClosed(site, draw, now)) leave("not_on_sale", `${problem} Remove this line from your cart.`);
    else if (!line.nextDrawIfClosed) leave("draw_closed", `${problem} Remove this line from your cart.`);
    else {
      const target = next
        .filter((candidate) => candidate.game === draw.game && candidate.drawAt > draw.drawAt)
        .sort((a, b) => a.drawAt.getTime() - b.drawAt.getTime())[0];
      if (!target)
        leave(
          "no_next_draw",
          `${problem} No draw of ${drawGameName(draw.game)} is on sale yet: check out again when the next one opens.`,
        );
      else {
        const refusal = nextDrawRefusal(site, line, target, now);
        if (refusal) leave("next_draw_refused", `${problem} ${refusal}`);
        else purchases.push({ line, draw: target, movedFrom: draw });
      }
    }
  }
  if (purchases.length === 0) throw nothingToBuy(leftOut);
  return { purchases, leftOut, drawOf };
}

function lockDraws(tx: Tx, where: SQL | undefined): Promise<DrawRow[]> {
  return tx.select().from(draws).where(where).orderBy(asc(draws.id)).for("share");
}

/** The draws on sale now of the games whose closed lines move, locked for share. */
function nextDraws(
  tx: Tx,
  site: Site,
  movers: CartLineRow[],
  drawOf: Map<number, DrawRow>,
  now: Date,
): Promise<DrawRow[]> {
  const games = [...new Set(movers.map((line) => drawOf.get(line.drawId)?.game ?? ""))];
  return lockDraws(
    tx,
    and(
      eq(draws.siteId, site.id),
      inArray(draws.game, games),
      eq(draws.status, "open"),
      lte(draws.opensAt, now),
      gt(draws.closesAt, now),
    ),
  );
}

/** Why the next draw would not take the line (the game's rules or the site's limits changed), or null. */
function nextDrawRefusal(site: Site, line: CartLineRow, draw: DrawRow, now: Date): string | null {
  try {
    checkCartLine(
      site,
      draw,
      {
        draw_id: String(draw.id),
        selection: line.selection as SelectionInputContract,
        stake_per_line: formatMinor(site, line.stakePerLine),
        next_draw_if_closed: true,
      },
      now,
    );
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error.message;
    throw error;
  }
}

function leftOutView(
  line: CartLineRow,
  draw: DrawRow,
  reason: CheckoutLeftOut["reason"],
  message: string,
): CheckoutLeftOut {
  return {
    line_id: String(line.id),
    game: draw.game as DrawGame,
    draw_id: String(draw.id),
    draw_sequence: draw.sequence,
    selection: line.selection as SelectionInputContract,
    reason,
    message,
  };
}

function nothingToBuy(leftOut: CheckoutLeftOut[]): HttpError {
  const errors = leftOut.map((line) => ({ field: `line:${line.line_id}`, message: line.message }));
  const message =
    errors.length === 1
      ? (errors[0]?.message ?? "")
      : `${errors.length} lines of your cart can no longer be bought; remove them to check out.`;
  return new HttpError(409, `${message} Nothing was bought.`, errors);
}
