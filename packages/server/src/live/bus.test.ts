import { afterAll, describe, expect, test } from "vitest";
import type { LivePublication } from "./bus.ts";
import { type BusKit, eventually, memoryKit, redisKit, skipRedis, testClock } from "./test-kit.ts";

const kits: [string, () => BusKit][] = [
  ["memory", memoryKit],
  ...(skipRedis ? [] : ([["redis", redisKit]] as [string, () => BusKit][])),
];

let count = 0;
/** A channel no other test of the run uses. */
const channel = (name = "crash") => `${name}:t${++count}`;

describe.each(kits)("%s bus", (_name, makeKit) => {
  const kit = makeKit();
  afterAll(() => kit.close());

  test("offsets are consecutive per channel; history after a position is exactly what followed it", async () => {
    const bus = kit.bus();
    const crash = channel();
    const other = channel("jackpot");
    const positions = [];
    for (let round = 1; round <= 5; round += 1) positions.push(await bus.publish(crash, { round }));
    expect(positions.map((position) => position.offset)).toEqual([1, 2, 3, 4, 5]);
    const epoch = positions[0]!.epoch;
    expect(new Set(positions.map((position) => position.epoch))).toEqual(new Set([epoch]));
    expect((await bus.publish(other, "x")).offset).toBe(1);

    const history = await bus.history(crash, { offset: 2, epoch });
    expect(history).toMatchObject({ offset: 5, epoch });
    expect(history.publications?.map(({ offset, json }) => [offset, JSON.parse(json)])).toEqual([
      [3, { round: 3 }],
      [4, { round: 4 }],
      [5, { round: 5 }],
    ]);
    expect(await bus.history(crash)).toEqual({ offset: 5, epoch, publications: [] });
    expect((await bus.history(crash, { offset: 5, epoch })).publications).toEqual([]);
    // A position ahead of the channel, or of another epoch, cannot be continued.
    expect((await bus.history(crash, { offset: 6, epoch })).publications).toBeNull();
    expect((await bus.history(crash, { offset: 2, epoch: "another" })).publications).toBeNull();
  });

  test("a channel read before its first publication keeps the epoch it was given", async () => {
    const bus = kit.bus();
    const crash = channel();
    const before = await bus.history(crash);
    expect(before.offset).toBe(0);
    const published = await bus.publish(crash, 1);
    expect(published).toEqual({ offset: 1, epoch: before.epoch });
    expect((await bus.history(crash, { offset: 0, epoch: before.epoch })).publications).toHaveLength(1);
  });

  test("30 s later what was missed is recovered; once older than the window it is not", async () => {
    const clock = testClock();
    const bus = kit.bus({ now: clock.now, windowMs: 5 * 60_000 });
    const crash = channel();
    const { epoch } = await bus.publish(crash, 1);
    await bus.publish(crash, 2);
    await bus.publish(crash, 3);
    clock.advance(30_000);
    expect((await bus.history(crash, { offset: 1, epoch })).publications?.map((p) => p.offset)).toEqual([
      2, 3,
    ]);

    clock.advance(5 * 60_000);
    expect((await bus.history(crash, { offset: 1, epoch })).publications).toBeNull();
    // Nothing missed is still a recovery, however long ago.
    expect((await bus.history(crash, { offset: 3, epoch })).publications).toEqual([]);
    await bus.publish(crash, 4);
    expect((await bus.history(crash, { offset: 3, epoch })).publications?.map((p) => p.offset)).toEqual([4]);
    expect((await bus.history(crash, { offset: 2, epoch })).publications).toBeNull();
  });

  test("maxHistory bounds what a channel keeps", async () => {
    const bus = kit.bus({ maxHistory: 3 });
    const crash = channel();
    let epoch = "";
    for (let round = 1; round <= 6; round += 1) epoch = (await bus.publish(crash, round)).epoch;
    expect((await bus.history(crash, { offset: 3, epoch })).publications?.map((p) => p.offset)).toEqual([
      4, 5, 6,
    ]);
    expect((await bus.history(crash, { offset: 2, epoch })).publications).toBeNull();
  });

  test("subscribers get a channel's publications in order; patterns match by prefix; unsubscribe stops them", async () => {
    const publisher = kit.bus();
    const listener = kit.name === "redis" ? kit.bus() : publisher;
    const crash = channel();
    const exact: LivePublication[] = [];
    const pattern: string[] = [];
    const unsubscribe = await listener.subscribe(crash, (publication) => exact.push(publication));
    const unsubscribePattern = await listener.subscribe("user:*", (publication) =>
      pattern.push(publication.channel),
    );
    // Not awaited one by one: the order is the bus's, not the test's.
    await Promise.all(Array.from({ length: 20 }, (_, index) => publisher.publish(crash, { index })));
    await publisher.publish("user:alice", "balance");
    await publisher.publish("jackpot:mega", "not matched");
    await eventually(() => exact.length === 20 && pattern.length === 1, "the publications");
    expect(exact.map((publication) => publication.offset)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(pattern).toEqual(["user:alice"]);

    await unsubscribe();
    await unsubscribePattern();
    await publisher.publish(crash, "after");
    await publisher.publish("user:alice", "after");
    // A marker subscribed after the unsubscribe: once it has its publication, the others would have theirs.
    const marker = channel();
    const seen: number[] = [];
    await listener.subscribe(marker, (publication) => seen.push(publication.offset));
    await publisher.publish(marker, "marker");
    await eventually(() => seen.length === 1, "the marker");
    expect(exact).toHaveLength(20);
    expect(pattern).toHaveLength(1);
  });

  test("200 publishes at once (from two buses on Redis) get unique consecutive offsets", async () => {
    const one = kit.bus();
    const two = kit.name === "redis" ? kit.bus() : one;
    const crash = channel();
    const positions = await Promise.all(
      Array.from({ length: 200 }, (_, index) => (index % 2 ? one : two).publish(crash, { index })),
    );
    expect(positions.map((position) => position.offset).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, index) => index + 1),
    );
    expect(new Set(positions.map((position) => position.epoch)).size).toBe(1);
  });

  test("names that are not channels are refused", async () => {
    const bus = kit.bus();
    await expect(bus.publish("Crash", 1)).rejects.toThrow(/not a live channel/);
    await expect(bus.publish("crash:*", 1)).rejects.toThrow(/not a live channel/);
    await expect(bus.publish("crash", undefined)).rejects.toThrow(/JSON/);
  });
});

describe.skipIf(skipRedis)("redis bus", () => {
  const kit = redisKit();
  afterAll(() => kit.close());

  test("a channel whose history Redis lost starts again at 1 in a new epoch", async () => {
    const bus = kit.bus();
    const crash = channel();
    const before = await bus.publish(crash, 1);
    await bus.publish(crash, 2);
    await kit.wipe();
    const after = await bus.publish(crash, 3);
    expect(after.offset).toBe(1);
    expect(after.epoch).not.toBe(before.epoch);
    expect((await bus.history(crash, { offset: 1, epoch: before.epoch })).publications).toBeNull();
  });

  test("a node that missed a pub/sub message reads it from the stream before delivering the next", async () => {
    const bus = kit.bus();
    const crash = channel();
    const got: [number, unknown][] = [];
    await bus.subscribe(crash, (publication) => got.push([publication.offset, JSON.parse(publication.json)]));
    await bus.publish(crash, "one");
    await eventually(() => got.length === 1, "the first publication");
    // What the publish script writes, without its PUBLISH: as if this node's connection had dropped it.
    const meta = `${kit.prefix}{${crash}}:meta`;
    const offset = await kit.admin.hincrby(meta, "o", 1);
    const at = await kit.admin.hget(meta, "t");
    await kit.admin.xadd(`${kit.prefix}{${crash}}:stream`, `${at}-${offset}`, "d", JSON.stringify("lost"));
    await bus.publish(crash, "three");
    await eventually(() => got.length === 3, "the three publications");
    expect(got).toEqual([
      [1, "one"],
      [2, "lost"],
      [3, "three"],
    ]);
  });

  test("keys stay bounded: the stream is trimmed to maxHistory and expires with the window", async () => {
    const bus = kit.bus({ maxHistory: 5, windowMs: 60_000 });
    const crash = channel();
    for (let round = 0; round < 20; round += 1) await bus.publish(crash, round);
    const stream = `${kit.prefix}{${crash}}:stream`;
    expect(await kit.admin.xlen(stream)).toBe(5);
    const ttl = await kit.admin.pttl(stream);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await kit.admin.pttl(`${kit.prefix}{${crash}}:meta`)).toBeGreaterThan(60_000);
  });
});
