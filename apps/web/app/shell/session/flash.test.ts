import { describe, expect, it } from "vitest";
import { clearFlashCookie, flashCookie, readFlashes } from "./flash.ts";

const header = (setCookie: string) => setCookie.split(";")[0]!;

describe("flash cookie", () => {
  it("round-trips messages through an httpOnly cookie", () => {
    const cookie = flashCookie([{ type: "success", message: "Welcome back; 10:00 = fine" }], false);
    expect(cookie).toContain("HttpOnly");
    expect(readFlashes(header(cookie))).toEqual([{ type: "success", message: "Welcome back; 10:00 = fine" }]);
  });

  it("drops malformed or forged content", () => {
    expect(readFlashes("flash=not-json")).toEqual([]);
    expect(readFlashes(`flash=${encodeURIComponent('{"type":"success"}')}`)).toEqual([]);
    expect(
      readFlashes(
        `flash=${encodeURIComponent('[{"type":"html","message":"x"},{"type":"error","message":"ok"}]')}`,
      ),
    ).toEqual([{ type: "error", message: "ok" }]);
    expect(readFlashes(null)).toEqual([]);
  });

  it("is cleared with Max-Age=0", () => {
    expect(clearFlashCookie(false)).toMatch(/^flash=; Max-Age=0/);
  });
});
