import { describe, expect, test } from "vitest";
import { tableRows } from "./standings.ts";

const row = (team: string, won: number, drawn: number, lost: number, gf: number, ga: number) => ({
  team,
  played: won + drawn + lost,
  won,
  drawn,
  lost,
  goals_for: gf,
  goals_against: ga,
  points: won * 3 + drawn,
});

describe("the league table", () => {
  test("orders by points, goal difference, goals scored, then id, whatever the served order", () => {
    const rows = tableRows(
      [
        row("tema-tigers", 1, 0, 1, 2, 2),
        row("lagos-lions", 2, 0, 0, 5, 1),
        row("accra-comets", 1, 0, 1, 3, 3),
        row("dakar-dunes", 1, 0, 1, 3, 3),
        row("abuja-eagles", 1, 0, 1, 4, 2),
        row("kampala-cranes", 0, 1, 1, 1, 3),
      ],
      [{ id: "lagos-lions", name: "Lagos Lions", short: "LAG", attack: 1.85, defence: 0.7 }],
    );
    expect(rows.map((r) => [r.position, r.team])).toEqual([
      [1, "lagos-lions"],
      [2, "abuja-eagles"],
      [3, "accra-comets"],
      [4, "dakar-dunes"],
      [5, "tema-tigers"],
      [6, "kampala-cranes"],
    ]);
    expect(rows[0]).toMatchObject({ name: "Lagos Lions", short: "LAG", goalDifference: 4, points: 6 });
    expect(rows[1]).toMatchObject({ name: "abuja-eagles", goalDifference: 2 });
  });
});
