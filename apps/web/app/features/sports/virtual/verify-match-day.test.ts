import { describe, expect, test } from "vitest";
import { TEST_SEED, testMatchDay } from "./test-board.ts";
import { servedInput, verifyServedMatchDay } from "./verify-match-day.ts";

const settled = () => testMatchDay({ status: "settled", closesAt: "2026-11-27T20:00:00.000Z" });

describe("the match day verifier", () => {
  test("a served settled match day verifies: the commitment and every match", () => {
    const day = settled();
    const verdict = verifyServedMatchDay(day, servedInput(day)!);
    expect(verdict.commitmentOk).toBe(true);
    expect(verdict.hash).toBe(day.commitment);
    expect(verdict.matches.map((m) => m.ok)).toEqual(Array(8).fill(true));
    expect(verdict.verified).toBe(true);
    expect(verdict.matches[0]!.replayed.score).toEqual(day.matches[0]!.score);
  });

  test("a tampered score is caught on its match alone", () => {
    const day = settled();
    const match = day.matches[2]!;
    match.score = { home: match.score!.home + 1, away: match.score!.away };
    const verdict = verifyServedMatchDay(day, servedInput(day)!);
    expect(verdict.matches.map((m) => m.ok)).toEqual([true, true, false, true, true, true, true, true]);
    expect(verdict.verified).toBe(false);
    expect(verdict.commitmentOk).toBe(true);
  });

  test("a moved goal or card is caught", () => {
    const day = settled();
    const match = day.matches.find((m) => m.events.length > 0)!;
    match.events[0] = { ...match.events[0]!, second: (match.events[0]!.second + 1) % 5400 };
    expect(verifyServedMatchDay(day, servedInput(day)!).verified).toBe(false);
  });

  test("another seed fails the commitment; nothing to verify before the reveal", () => {
    const day = settled();
    const verdict = verifyServedMatchDay(day, { ...servedInput(day)!, serverSeed: `${TEST_SEED}0` });
    expect(verdict.commitmentOk).toBe(false);
    expect(verdict.verified).toBe(false);
    expect(servedInput(testMatchDay({ status: "open", closesAt: "2026-11-27T20:00:00.000Z" }))).toBeNull();
  });
});
