import { describe, expect, test } from "vitest";
import { marketingAllowed } from "./marketing-allowed.ts";

describe("marketingAllowed", () => {
  const now = new Date("2026-05-01T10:00:00Z");
  const player = { deactivatedAt: null, playBlockedUntil: null, playBlockKind: null };
  const until = (iso: string, kind: string) => ({
    ...player,
    playBlockedUntil: new Date(iso),
    playBlockKind: kind,
  });

  test("a player without exclusion may receive marketing", () => {
    expect(marketingAllowed(player, now)).toBe(true);
  });

  test("none during a time-out or self-exclusion, again once it has ended", () => {
    expect(marketingAllowed(until("2026-05-02T10:00:00Z", "time_out"), now)).toBe(false);
    expect(marketingAllowed(until("2031-05-01T10:00:00Z", "self_exclusion"), now)).toBe(false);
    expect(marketingAllowed(until("2026-05-01T10:00:00Z", "self_exclusion"), now)).toBe(true);
    expect(marketingAllowed(until("2026-04-01T10:00:00Z", "time_out"), now)).toBe(true);
  });

  test("none to a closed account", () => {
    expect(marketingAllowed({ ...player, deactivatedAt: new Date("2026-01-01T00:00:00Z") }, now)).toBe(false);
  });
});
