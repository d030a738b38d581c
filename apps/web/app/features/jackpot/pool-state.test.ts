import type { JackpotDrop, JackpotPool } from "@platform/contracts";
import { describe, expect, test } from "vitest";
import { mergePools, poolsOf, rangeProgress, withLastDrop } from "./pool-state.ts";

const pool = (over: Partial<JackpotPool> = {}): JackpotPool => ({
  slug: "hourly-drop",
  name: "Jackpot de l'heure",
  cadence: "hourly",
  currency_code: "KES",
  amount: "600.00",
  seed: "500.00",
  must_drop: "2500.00",
  contribution_percent: "1",
  products: ["slots"],
  cycle: 3,
  commitment: "a".repeat(64),
  started_at: "2026-05-01T10:00:00.000Z",
  deadline: "2026-05-01T11:00:00.000Z",
  last_drop: null,
  ...over,
});

describe("the shown pools", () => {
  test("take a larger amount of the same cycle, keeping the page's name", () => {
    const [merged] = mergePools([pool()], [pool({ amount: "612.34", name: "Hourly Drop" })]);
    expect(merged).toMatchObject({ amount: "612.34", name: "Jackpot de l'heure" });
  });

  test("ignore an older publication (a smaller amount, an earlier cycle)", () => {
    const shown = [pool({ amount: "700.00" })];
    expect(mergePools(shown, [pool({ amount: "650.00" })])).toBe(shown);
    expect(mergePools(shown, [pool({ cycle: 2, amount: "2400.00" })])).toBe(shown);
  });

  test("move to the next cycle after a drop, even to a smaller amount", () => {
    const [merged] = mergePools([pool({ amount: "2400.00" })], [pool({ cycle: 4, amount: "500.00" })]);
    expect(merged).toMatchObject({ cycle: 4, amount: "500.00" });
  });

  test("read the range's progress from minor units, within 0 and 1", () => {
    expect(rangeProgress(pool({ amount: "1500.00" }))).toBe(0.5);
    expect(rangeProgress(pool({ amount: "2600.00" }))).toBe(1);
    expect(rangeProgress(pool({ amount: "500.00" }))).toBe(0);
  });

  test("list a drop heard live once, newest first", () => {
    const drop = (cycle: number) => ({ cycle }) as JackpotDrop;
    expect(withLastDrop([drop(2), drop(1)], drop(3)).map((d) => d.cycle)).toEqual([3, 2, 1]);
    expect(withLastDrop([drop(3), drop(2)], drop(3)).map((d) => d.cycle)).toEqual([3, 2]);
  });

  test("accept only a publication of pools", () => {
    expect(poolsOf({ type: "pools", pools: [] })).toEqual([]);
    expect(poolsOf({ type: "round" })).toBeNull();
    expect(poolsOf(null)).toBeNull();
  });
});
