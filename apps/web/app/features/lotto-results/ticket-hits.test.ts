import type { Ticket } from "@platform/contracts";
import { describe, expect, it } from "vitest";
import { ticketHits } from "./ticket-hits.ts";
import { pickedNumbers } from "./ticket-lines.ts";

const draw = (numbers: number[] | null) => ({ numbers }) as Ticket["draw"];

describe("a ticket's numbers among the balls", () => {
  it("marks the balls a 5/90 ticket picked, whatever its bet type", () => {
    expect([
      ...ticketHits({
        selection: { type: "perm", size: 2, numbers: [3, 17, 45, 80] },
        draw: draw([17, 2, 80, 9, 44]),
        status: "won",
      }),
    ]).toEqual([17, 80]);
    expect([
      ...ticketHits({
        selection: { type: "banker", size: 2, bankers: [7], numbers: [12, 33] },
        draw: draw([33, 7, 1, 2, 4]),
        status: "won",
      }),
    ]).toEqual([33, 7]);
    expect([
      ...ticketHits({
        selection: { type: "against", top: [1], bottom: [5, 6] },
        draw: draw([9, 8, 6, 4, 3]),
        status: "lost",
      }),
    ]).toEqual([6]);
  });

  it("marks Lucky Number's ball only when the bet won, and nothing before the draw", () => {
    expect([
      ...ticketHits({ selection: { type: "parity", value: "odd" }, draw: draw([17]), status: "won" }),
    ]).toEqual([17]);
    expect([
      ...ticketHits({ selection: { type: "parity", value: "even" }, draw: draw([17]), status: "lost" }),
    ]).toEqual([]);
    expect([
      ...ticketHits({
        selection: { type: "direct", size: 1, numbers: [5] },
        draw: draw(null),
        status: "open",
      }),
    ]).toEqual([]);
  });

  it("lists a selection's numbers ascending", () => {
    expect(pickedNumbers({ type: "against", top: [40, 2], bottom: [7] })).toEqual([2, 7, 40]);
  });
});
