import { afterEach, describe, expect, it } from "vitest";
import { noBeacon } from "../beacon.ts";
import { beaconFromEnv } from "./beacon-config.ts";
import { quicknetRoundTime } from "./quicknet.ts";
import { honestRelay, recorded, type TestRelay } from "./test-relays.ts";

const ROUND = 30_662_990;
const CLOSE = new Date(quicknetRoundTime(ROUND).getTime() - 2_000);

let relay: TestRelay | undefined;
afterEach(async () => {
  await relay?.close();
  relay = undefined;
});

describe("the virtual sports' beacon from the environment", () => {
  it("is none by default: no round, the entropy line says beacon=none", async () => {
    const beacon = beaconFromEnv({});
    expect(beacon).toBe(noBeacon);
    expect(await beacon.roundAfter(CLOSE)).toBeNull();
  });

  it("is drand quicknet, from the relays listed", async () => {
    relay = await honestRelay();
    const beacon = beaconFromEnv({
      VIRTUAL_BEACON: "drand",
      VIRTUAL_BEACON_URLS: ` ${relay.url} ,`,
    });
    expect(await beacon.roundAfter(CLOSE)).toEqual({
      source: "drand-quicknet",
      round: ROUND,
      randomness: recorded(ROUND).randomness,
    });
    expect(relay.asked).toEqual([ROUND]);
  });

  it("refuses a bad setting at start, loudly", () => {
    expect(() => beaconFromEnv({ VIRTUAL_BEACON: "random.org" })).toThrow(/VIRTUAL_BEACON/);
    expect(() =>
      beaconFromEnv({ VIRTUAL_BEACON: "drand", VIRTUAL_BEACON_URLS: "ftp://relay.example" }),
    ).toThrow(/VIRTUAL_BEACON_URLS must be http\(s\) URLs/);
    expect(() => beaconFromEnv({ VIRTUAL_BEACON: "drand", VIRTUAL_BEACON_URLS: " , " })).toThrow(
      /at least one relay/,
    );
  });
});
