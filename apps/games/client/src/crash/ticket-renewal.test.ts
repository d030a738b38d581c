import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AggregatorError } from "../api.ts";
import { RETRY_MS, renewalDelayMs, TicketRenewal } from "./ticket-renewal.ts";

/* The live ticket's renewal on the page's timers (faked here: the renewals are minutes apart). */

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function renewal(answers: (() => Promise<{ ticket: string; expires_in: number }>)[]) {
  const renewed: string[] = [];
  let ended = 0;
  let asked = 0;
  const renewal = new TicketRenewal({
    renew: () => {
      asked += 1;
      const next = answers.shift();
      if (!next) throw new Error("asked once too often");
      return next();
    },
    renewed: (ticket) => renewed.push(ticket),
    ended: () => {
      ended += 1;
    },
    isEnd: (error) => error instanceof AggregatorError && error.status === 401,
  });
  return {
    renewal,
    renewed,
    ended: () => ended,
    asked: () => asked,
  };
}

const ticket = (name: string) => () => Promise.resolve({ ticket: name, expires_in: 300 });

describe("the live ticket's renewal", () => {
  it("asks for a fresh ticket well before each expires, again and again", async () => {
    const r = renewal([ticket("t2"), ticket("t3")]);
    r.renewal.start(300);
    await vi.advanceTimersByTimeAsync(renewalDelayMs(300) - 1);
    expect(r.asked()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.renewed).toEqual(["t2"]);
    await vi.advanceTimersByTimeAsync(renewalDelayMs(300));
    expect(r.renewed).toEqual(["t2", "t3"]);
    expect(renewalDelayMs(300)).toBeLessThan(300_000 - 2 * RETRY_MS);
    r.renewal.stop();
  });

  it("asks again after a lost answer, before the ticket expires", async () => {
    const r = renewal([() => Promise.reject(new AggregatorError("NETWORK", 0, "")), ticket("t2")]);
    r.renewal.start(300);
    await vi.advanceTimersByTimeAsync(renewalDelayMs(300));
    expect(r.renewed).toEqual([]);
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(r.renewed).toEqual(["t2"]);
    expect(r.ended()).toBe(0);
    r.renewal.stop();
  });

  it("renews at once when asked (the socket came back on an expired ticket)", async () => {
    const r = renewal([ticket("t2")]);
    r.renewal.start(300);
    r.renewal.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.renewed).toEqual(["t2"]);
    r.renewal.stop();
  });

  it("stops and says the session ended when the platform refuses (the player logged out)", async () => {
    const r = renewal([
      () => Promise.reject(new AggregatorError("RS_ERROR_INVALID_TOKEN", 401, "logged out")),
    ]);
    r.renewal.start(300);
    await vi.advanceTimersByTimeAsync(renewalDelayMs(300));
    expect(r.ended()).toBe(1);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(r.asked()).toBe(1);
    expect(r.renewed).toEqual([]);
  });
});
