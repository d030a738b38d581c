import { describe, expect, test } from "vitest";
import { stakeStatus, sumAmounts } from "./lotto-stake.ts";

const limits = { min_stake_per_line: "0.50", max_stake_per_ticket: "100.00" };

describe("the slip's stake", () => {
  test("lines × stake per line, in minor units", () => {
    expect(stakeStatus("0.10", 3, { ...limits, min_stake_per_line: "0.10" }, 2)).toEqual({
      ok: true,
      total: "0.30",
    });
    expect(stakeStatus("2.5", 35, limits, 2)).toEqual({ ok: true, total: "87.50" });
    // A currency without minor units (UGX): whole amounts only.
    const whole = { min_stake_per_line: "100", max_stake_per_ticket: "100000" };
    expect(stakeStatus("500", 3, whole, 0)).toEqual({ ok: true, total: "1500" });
    expect(stakeStatus("500.5", 3, whole, 0)).toMatchObject({ hint: { key: "lotto.hint.stake_invalid" } });
  });

  test("refuses what the API would: not an amount, under the minimum, over the ticket maximum", () => {
    expect(stakeStatus("", 1, limits, 2)).toEqual({ ok: false, hint: { key: "lotto.hint.stake_invalid" } });
    expect(stakeStatus("1.234", 1, limits, 2)).toMatchObject({ hint: { key: "lotto.hint.stake_invalid" } });
    expect(stakeStatus("-1", 1, limits, 2)).toMatchObject({ hint: { key: "lotto.hint.stake_invalid" } });
    expect(stakeStatus("0", 1, limits, 2)).toMatchObject({ hint: { key: "lotto.hint.stake_invalid" } });
    expect(stakeStatus("0.49", 1, limits, 2)).toEqual({
      ok: false,
      hint: { key: "lotto.hint.stake_min", params: { amount: "0.50" } },
    });
    expect(stakeStatus("10", 11, limits, 2)).toEqual({
      ok: false,
      hint: { key: "lotto.hint.stake_max", params: { amount: "100.00" } },
    });
    expect(stakeStatus("10", 10, limits, 2)).toEqual({ ok: true, total: "100.00" });
  });

  test("sums line totals", () => {
    expect(sumAmounts(["10.00", "2.5", "0.05"], 2)).toBe("12.55");
    expect(sumAmounts([], 2)).toBe("0.00");
  });
});
