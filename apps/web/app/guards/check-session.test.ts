import { describe, expect, it } from "vitest";
import { checkSession } from "./check-session.ts";
import { guardContext } from "./test-context.ts";

describe("checkSession", () => {
  it("continues for visitors and players until sessions exist", () => {
    expect(checkSession(guardContext("/"))).toEqual({ type: "continue" });
    expect(checkSession(guardContext("/", {}, { id: "1", approvedFicaStatus: true }))).toEqual({
      type: "continue",
    });
  });
});
