import type {
  LottoSelectionInput,
  NumberSelectionInput,
  SelectionInputContract,
  Ticket,
  TicketDetail,
} from "@platform/contracts";
import {
  checkSelection,
  linesOf,
  lineWins,
  numbersCovered,
  numberWins,
  type SelectionInput,
} from "@platform/fair";
import type { tickets } from "../db/schema.ts";
import type { Site } from "../sites/site-repository.ts";
import { formatMinor } from "../wallet/amounts.ts";
import { drawView } from "./draw-view.ts";
import type { DrawRow } from "./tickets-draw.ts";

export type TicketRow = typeof tickets.$inferSelect;
/** The draw a moved ticket's cart line was added for (tickets.moved_from_draw_id); null otherwise. */
export type MovedFrom = Pick<DrawRow, "id" | "sequence"> | null;

export function ticketView(site: Site, ticket: TicketRow, draw: DrawRow, movedFrom: MovedFrom): Ticket {
  return {
    id: String(ticket.id),
    // Bought while on sale, so the draw had opened by the ticket's time: it is never upcoming.
    draw: drawView(draw, ticket.createdAt),
    selection: ticket.selection as SelectionInputContract,
    lines: ticket.lines,
    stake_per_line: formatMinor(site, ticket.stakePerLine),
    total_stake: formatMinor(site, ticket.totalStake),
    status: ticket.status as Ticket["status"],
    winning_lines: ticket.winningLines,
    payout: formatMinor(site, ticket.payout),
    placed_at: ticket.createdAt.toISOString(),
    settled_at: ticket.settledAt?.toISOString() ?? null,
    moved_from_draw: movedFrom ? { id: String(movedFrom.id), sequence: movedFrom.sequence } : null,
  };
}

/**
 * The ticket page: every line of the ticket and, once the numbers are out, whether it won. The
 * lines are listed here only, for one ticket; settlement counts winners without listing them.
 */
export function ticketDetailView(
  site: Site,
  ticket: TicketRow,
  draw: DrawRow,
  movedFrom: MovedFrom,
): TicketDetail {
  const view = ticketView(site, ticket, draw, movedFrom);
  const drawn = view.draw.numbers;
  if (ticket.game === "number") {
    const selection = ticket.selection as NumberSelectionInput;
    const ball = drawn?.[0];
    return {
      ...view,
      line_list: [
        { numbers: numbersCovered(selection), won: ball === undefined ? null : numberWins(selection, ball) },
      ],
    };
  }
  const selection = checkSelection(ticket.selection as LottoSelectionInput as SelectionInput);
  return {
    ...view,
    line_list: linesOf(selection).map((line) => ({
      numbers: [...line],
      won: drawn ? lineWins(selection, line, drawn) : null,
    })),
  };
}
