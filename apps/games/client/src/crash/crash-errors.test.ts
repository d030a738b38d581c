import { describe, expect, it } from "vitest";
import { AggregatorError } from "../api.ts";
import { crashProblem } from "./crash-errors.ts";

describe("a refused or lost request, as the player reads it", () => {
  it("names each cash-out refusal of the receipt-time rule", () => {
    const cases: [string, string][] = [
      ["RS_ERROR_ROUND_CRASHED", "crash.error.crashed"],
      ["RS_ERROR_ROUND_NOT_STARTED", "crash.error.not_started"],
      ["RS_ERROR_TOO_EARLY", "crash.error.too_early"],
      ["RS_ERROR_BET_REFUNDED", "crash.error.refunded"],
      ["RS_ERROR_BET_CLOSED", "crash.error.closed"],
      ["RS_ERROR_BET_NOT_FOUND", "crash.error.not_found"],
    ];
    for (const [code, key] of cases) {
      expect(crashProblem(new AggregatorError(code, 409, "server words")), code).toEqual({
        key,
        reload: false,
        unknown: false,
      });
    }
  });

  it("names the bet refusals, with the real balance when money is short", () => {
    expect(crashProblem(new AggregatorError("RS_ERROR_NOT_ENOUGH_MONEY", 402, "", 250))).toEqual({
      key: "crash.error.funds",
      balance: 250,
      reload: false,
      unknown: false,
    });
    expect(crashProblem(new AggregatorError("RS_ERROR_SLOT_TAKEN", 409, "")).key).toBe(
      "crash.error.slot_taken",
    );
    expect(crashProblem(new AggregatorError("RS_ERROR_CRASH_NOT_READY", 503, "")).key).toBe(
      "crash.error.not_ready",
    );
    expect(crashProblem(new AggregatorError("RS_ERROR_BET_UNCONFIRMED", 503, "")).key).toBe(
      "crash.error.unconfirmed",
    );
  });

  it("asks for a reload when the launch token or the session is over", () => {
    for (const code of ["RS_ERROR_TOKEN_EXPIRED", "RS_ERROR_INVALID_TOKEN", "RS_ERROR_SESSION_NOT_FOUND"]) {
      expect(crashProblem(new AggregatorError(code, 404, "")), code).toMatchObject({
        key: "crash.error.expired",
        reload: true,
      });
    }
    expect(crashProblem(new AggregatorError("RS_ERROR_UNAUTHORIZED", 401, "")).reload).toBe(true);
  });

  it("a request with no answer is unknown: the page asks what became of the bet", () => {
    expect(crashProblem(new AggregatorError("NETWORK", 0, ""))).toEqual({
      key: "crash.error.network",
      reload: false,
      unknown: true,
    });
    expect(crashProblem(new AggregatorError("HTTP_502", 502, "")).unknown).toBe(true);
  });

  it("falls back to the server's own sentence, then to a generic one", () => {
    expect(crashProblem(new AggregatorError("RS_ERROR_SOMETHING_NEW", 409, "Something new."))).toEqual({
      key: "crash.error.detail",
      detail: "Something new.",
      reload: false,
      unknown: false,
    });
    expect(crashProblem(new AggregatorError("RS_ERROR_RATE_LIMITED", 429, "x")).key).toBe(
      "crash.error.too_fast",
    );
    expect(crashProblem(new Error("boom")).key).toBe("crash.error.generic");
  });
});
