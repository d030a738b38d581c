import { describe, expect, it } from "vitest";
import { isRealDay, pageCount, pageParam } from "./paging.ts";

describe("paging", () => {
  it("counts pages of 10, at least one", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(25, 10)).toBe(3);
  });

  it("reads a missing, broken or huge page as a page from 1", () => {
    const page = (query: string) => pageParam(new URLSearchParams(query));
    expect(page("")).toBe(1);
    expect(page("page=0")).toBe(1);
    expect(page("page=2.5")).toBe(1);
    expect(page("page=7")).toBe(7);
    expect(page("page=99999999")).toBe(100_000);
  });

  it("knows a calendar day", () => {
    expect(isRealDay("2024-02-29")).toBe(true);
    expect(isRealDay("2025-02-29")).toBe(false);
    expect(isRealDay("yesterday")).toBe(false);
  });
});
