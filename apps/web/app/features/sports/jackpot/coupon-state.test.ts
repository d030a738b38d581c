import { describe, expect, test } from "vitest";
import { couponComplete, couponLines, emptyCoupon, toggle } from "./coupon-state.ts";

describe("the coupon", () => {
  test("toggling picks: two double chances make 4 lines, a triple triples; off again removes", () => {
    let coupon = emptyCoupon();
    expect(couponComplete(coupon)).toBe(false);
    coupon = coupon.map(() => ["1" as const]);
    expect(couponLines(coupon)).toBe(1);
    coupon = toggle(toggle(coupon, 0, "2"), 5, "3");
    expect(coupon[0]).toEqual(["1", "2"]);
    expect(couponLines(coupon)).toBe(4);
    coupon = toggle(toggle(coupon, 7, "2"), 7, "3");
    expect(couponLines(coupon)).toBe(12);
    coupon = toggle(coupon, 7, "1");
    expect(coupon[7]).toEqual(["2", "3"]);
    coupon = toggle(toggle(coupon, 7, "2"), 7, "3");
    expect(couponComplete(coupon)).toBe(false);
    expect(couponLines(coupon)).toBe(0);
  });
});
