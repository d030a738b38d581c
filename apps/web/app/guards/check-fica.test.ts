import { describe, expect, it } from "vitest";
import { checkFica } from "./check-fica.ts";
import { guardContext } from "./test-context.ts";

const required = { required_fica_to_play: true };
const unapproved = { id: "p1", approvedFicaStatus: false };

describe("checkFica", () => {
  it("sends an unapproved player outside /account to the FICA tab", () => {
    expect(checkFica(guardContext("/games", required, unapproved))).toEqual({
      type: "redirect",
      to: "/account/settings?tab=my-fica",
      external: false,
    });
  });

  it("lets the player reach /account pages", () => {
    expect(checkFica(guardContext("/account/settings", required, unapproved))).toEqual({ type: "continue" });
    expect(checkFica(guardContext("/account", required, unapproved))).toEqual({ type: "continue" });
    expect(checkFica(guardContext("/accounting", required, unapproved))).toMatchObject({ type: "redirect" });
  });

  it("continues for visitors, approved players and sites not requiring FICA", () => {
    expect(checkFica(guardContext("/games", required, null))).toEqual({ type: "continue" });
    expect(checkFica(guardContext("/games", required, { id: "p1", approvedFicaStatus: true }))).toEqual({
      type: "continue",
    });
    expect(checkFica(guardContext("/games", {}, unapproved))).toEqual({ type: "continue" });
  });
});
