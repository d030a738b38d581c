import type { Ticket } from "@platform/contracts";
import { isNumberSelection, pickedNumbers } from "./ticket-lines.ts";

/** The draw's balls the ticket picked (Lucky Number: the ball, when the bet won). */
export function ticketHits(ticket: Pick<Ticket, "selection" | "draw" | "status">): Set<number> {
  const drawn = ticket.draw.numbers ?? [];
  if (isNumberSelection(ticket.selection)) return new Set(ticket.status === "won" ? drawn : []);
  const picked = new Set(pickedNumbers(ticket.selection));
  return new Set(drawn.filter((ball) => picked.has(ball)));
}
