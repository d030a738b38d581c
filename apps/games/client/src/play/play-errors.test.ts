import { describe, expect, it } from "vitest";
import { AggregatorError } from "../api.ts";
import { playError } from "./play-errors.ts";

describe("playError", () => {
  it("says not enough money with the real balance the wallet answered", () => {
    expect(
      playError(new AggregatorError("RS_ERROR_NOT_ENOUGH_MONEY", 402, "Not enough money.", 350)),
    ).toEqual({
      key: "play.error.funds",
      balance: 350,
      reload: false,
    });
  });

  it("asks for a reload when the launch token or the session is over", () => {
    for (const code of ["RS_ERROR_TOKEN_EXPIRED", "RS_ERROR_INVALID_TOKEN", "RS_ERROR_SESSION_EXPIRED"]) {
      expect(playError(new AggregatorError(code, 401, "")).reload, code).toBe(true);
    }
    expect(playError(new AggregatorError("RS_ERROR_UNAUTHORIZED", 401, "")).key).toBe("play.error.expired");
  });

  it("says too fast on the 2.5 s pacing refusal", () => {
    expect(playError(new AggregatorError("RS_ERROR_TOO_FAST", 429, "")).key).toBe("play.error.too_fast");
  });

  it("says one spin at a time when the player's spin in another tab or game is still running", () => {
    expect(playError(new AggregatorError("RS_ERROR_SPIN_IN_PROGRESS", 429, "One spin at a time."))).toEqual({
      key: "play.error.one_spin",
      reload: false,
    });
  });

  it("tells a lost connection from an answer it has no words for", () => {
    expect(playError(new AggregatorError("NETWORK", 0, "")).key).toBe("play.error.network");
    expect(playError(new AggregatorError("RS_ERROR_WRONG_CURRENCY", 409, "Not in your currency."))).toEqual({
      key: "play.error.detail",
      detail: "Not in your currency.",
      reload: false,
    });
    expect(playError(new Error("boom")).key).toBe("play.error.generic");
  });
});
