import { afterEach, describe, expect, it } from "vitest";
import { BeaconUnavailableError, drandBeacon } from "./drand-beacon.ts";
import { quicknetRoundTime } from "./quicknet.ts";
import { downRelayUrl, honestRelay, recorded, sha256Hex, startRelay, type TestRelay } from "./test-relays.ts";

/*
 * The beacon over real HTTP against loopback relays serving real quicknet rounds. The rounds are in
 * the past, so no waiting unless a test moves the clock back to just before its round.
 */

const ROUND = 30_662_982;
/** A close one second before ROUND is published: ROUND is the first one after it. */
const CLOSE = new Date(quicknetRoundTime(ROUND).getTime() - 1_000);
const EXPECTED = { source: "drand-quicknet", round: ROUND, randomness: recorded(ROUND).randomness };
const fast = { retryMs: 20, maxRetryMs: 80, requestTimeoutMs: 1_000, giveUpAfterMs: 5_000 };

const relays: TestRelay[] = [];
async function relay(started: Promise<TestRelay>): Promise<TestRelay> {
  const running = await started;
  relays.push(running);
  return running;
}
afterEach(async () => {
  await Promise.all(relays.splice(0).map((running) => running.close()));
});

/** A relay that answers every round with another round's genuine signature relabelled, hash consistent. */
function forgingRelay() {
  const stolen = recorded(30_662_990).signature;
  return startRelay((round) => ({
    status: 200,
    body: { round, signature: stolen, randomness: sha256Hex(stolen) },
  }));
}

describe("drand quicknet beacon", () => {
  it("fetches the first round after the close from a relay and verifies it", async () => {
    const honest = await relay(honestRelay());
    const beacon = drandBeacon({ ...fast, urls: [`${honest.url}/`] });
    expect(await beacon.roundAfter(CLOSE)).toEqual(EXPECTED);
    expect(honest.asked).toEqual([ROUND]);
  });

  it("refuses a relay's forged round and takes the next relay's", async () => {
    const forger = await relay(forgingRelay());
    const honest = await relay(honestRelay());
    const warnings: object[] = [];
    const beacon = drandBeacon({
      ...fast,
      urls: [forger.url, honest.url],
      log: { warn: (obj) => warnings.push(obj) },
    });
    expect(await beacon.roundAfter(CLOSE)).toEqual(EXPECTED);
    expect(forger.asked).toEqual([ROUND]);
    expect(honest.asked).toEqual([ROUND]);
    expect(warnings).toEqual([
      {
        relay: forger.url,
        round: ROUND,
        reason: "BLS signature does not verify under quicknet's public key",
      },
    ]);
  });

  it("never accepts a forgery, however long it is offered", async () => {
    const forger = await relay(forgingRelay());
    // Long enough for several asks when each answer's pairing check is slow on a busy machine.
    const beacon = drandBeacon({ ...fast, giveUpAfterMs: 1_500, urls: [forger.url] });
    await expect(beacon.roundAfter(CLOSE)).rejects.toBeInstanceOf(BeaconUnavailableError);
    expect(forger.asked.length).toBeGreaterThan(1);
  });

  it("passes over a relay that is down, one that fails and one that hangs", async () => {
    const failing = await relay(startRelay(() => ({ status: 503 })));
    const hanging = await relay(startRelay(() => "hang"));
    const honest = await relay(honestRelay());
    const beacon = drandBeacon({
      ...fast,
      requestTimeoutMs: 200,
      urls: [await downRelayUrl(), failing.url, hanging.url, honest.url],
    });
    expect(await beacon.roundAfter(CLOSE)).toEqual(EXPECTED);
    expect(failing.asked).toEqual([ROUND]);
    expect(hanging.asked).toEqual([ROUND]);
  });

  it("retries with backoff until a relay has the round", async () => {
    let calls = 0;
    // The public relays' answer for a round not out yet, twice, then the round.
    const late = await relay(
      startRelay((round) => (++calls <= 2 ? { status: 425 } : { status: 200, body: recorded(round) })),
    );
    const beacon = drandBeacon({ ...fast, urls: [late.url] });
    expect(await beacon.roundAfter(CLOSE)).toEqual(EXPECTED);
    expect(late.asked).toEqual([ROUND, ROUND, ROUND]);
  });

  it("rejects when every relay stays down until the deadline", async () => {
    const failing = await relay(startRelay(() => ({ status: 500 })));
    const down = await downRelayUrl();
    const beacon = drandBeacon({ ...fast, giveUpAfterMs: 400, urls: [down, failing.url] });
    const started = Date.now();
    const error = await beacon.roundAfter(CLOSE).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(error).toBeInstanceOf(BeaconUnavailableError);
    const unavailable = error as BeaconUnavailableError;
    expect(unavailable.round).toBe(ROUND);
    expect(unavailable.failures[failing.url]).toBe("HTTP 500");
    expect(unavailable.failures[down]).toBeDefined();
    // Backoff: several passes, fewer than a tight loop would make.
    expect(failing.asked.length).toBeGreaterThanOrEqual(3);
    expect(failing.asked.length).toBeLessThan(15);
  });

  it("waits for the round's time before asking", async () => {
    const honest = await relay(honestRelay());
    const started = Date.now();
    // The clock says the round comes out in 250 ms (plus the 50 ms margin).
    const offset = quicknetRoundTime(ROUND).getTime() - 250 - started;
    const beacon = drandBeacon({
      ...fast,
      publishMarginMs: 50,
      now: () => new Date(Date.now() + offset),
      urls: [honest.url],
    });
    expect(await beacon.roundAfter(CLOSE)).toEqual(EXPECTED);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("stops retrying when the caller's timeout runs out first", async () => {
    const failing = await relay(startRelay(() => ({ status: 503 })));
    const beacon = drandBeacon({ ...fast, giveUpAfterMs: 60_000, urls: [failing.url] });
    const started = Date.now();
    await expect(beacon.roundAfter(CLOSE, AbortSignal.timeout(250))).rejects.toMatchObject({
      name: "TimeoutError",
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(failing.asked.length).toBeGreaterThanOrEqual(2);
  });

  it("stops waiting when its signal is aborted", async () => {
    const honest = await relay(honestRelay());
    const offset = quicknetRoundTime(ROUND).getTime() - 60_000 - Date.now();
    const beacon = drandBeacon({ ...fast, now: () => new Date(Date.now() + offset), urls: [honest.url] });
    const controller = new AbortController();
    const pending = beacon.roundAfter(CLOSE, controller.signal);
    setTimeout(() => controller.abort(new Error("shutting down")), 100);
    await expect(pending).rejects.toThrow("shutting down");
    expect(honest.asked).toEqual([]);
  });
});
