import { LIVE_CLOSE } from "@platform/contracts";
import { afterAll, afterEach, describe, expect, test } from "vitest";
import { WebSocket } from "ws";
import type { LiveBus, LiveBusListener, LiveHistory, LivePosition } from "./bus.ts";
import {
  type BusKit,
  eventually,
  memoryKit,
  type Node,
  Peer,
  redisKit,
  skipRedis,
  startNode,
  testClock,
} from "./test-kit.ts";

const kits: [string, () => BusKit][] = [
  ["memory", memoryKit],
  ...(skipRedis ? [] : ([["redis", redisKit]] as [string, () => BusKit][])),
];

let count = 0;
const channel = (name = "crash") => `${name}:s${++count}`;

const nodes: Node[] = [];
const peers: Peer[] = [];
async function node(bus: LiveBus, options: Parameters<typeof startNode>[1] = {}): Promise<Node> {
  const started = await startNode(bus, options);
  nodes.push(started);
  return started;
}
async function peer(url: string, session?: string): Promise<Peer> {
  const opened = await Peer.open(url, session);
  peers.push(opened);
  return opened;
}
afterEach(async () => {
  for (const opened of peers.splice(0)) opened.close();
  await Promise.all(nodes.splice(0).map((started) => started.close()));
});

const offsets = (items: { offset: number }[]) => items.map((item) => item.offset);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** A bus whose next history read can be held, before or after it reads, while the test publishes. */
class GatedBus implements LiveBus {
  #gate: { when: "before" | "after"; reached: () => void; released: Promise<void> } | null = null;
  constructor(readonly inner: LiveBus) {}

  hold(when: "before" | "after"): { reached: Promise<void>; release: () => void } {
    let reached!: () => void;
    let release!: () => void;
    const reachedPromise = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.#gate = { when, reached, released };
    return { reached: reachedPromise, release };
  }

  publish(channel: string, data: unknown): Promise<LivePosition> {
    return this.inner.publish(channel, data);
  }

  async history(channel: string, since?: LivePosition): Promise<LiveHistory> {
    const gate = this.#gate;
    this.#gate = null;
    if (gate?.when === "before") {
      gate.reached();
      await gate.released;
    }
    const history = await this.inner.history(channel, since);
    if (gate?.when === "after") {
      gate.reached();
      await gate.released;
    }
    return history;
  }

  subscribe(channelOrPattern: string, listener: LiveBusListener): Promise<() => Promise<void>> {
    return this.inner.subscribe(channelOrPattern, listener);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

describe.each(kits)("live server on the %s bus", (_name, makeKit) => {
  const kit = makeKit();
  afterAll(() => kit.close());

  test("a client back 30 s later gets every publication it missed, in order, then live ones, no duplicates", async () => {
    const clock = testClock();
    const bus = kit.bus({ now: clock.now });
    const { url, live } = await node(bus);
    const crash = channel();
    const first = await peer(url);
    first.subscribe(crash);
    const subscribed = await first.next("subscribed");
    expect(subscribed).toMatchObject({ recovered: false, offset: 0, snapshot: { snapshotOf: crash } });
    for (let round = 1; round <= 3; round += 1) await bus.publish(crash, { round });
    await first.until(() => first.received(crash).length === 3, "three publications");
    const last = first.frames.at(-1);
    if (last?.type !== "publication") throw new Error("expected a publication");

    first.close();
    await eventually(() => live.stats().connections === 0, "the server to see the drop");
    clock.advance(30_000);
    for (let round = 4; round <= 8; round += 1) await bus.publish(crash, { round });

    const back = await peer(url);
    back.subscribe(crash, { offset: last.offset, epoch: last.epoch });
    const resumed = await back.next("subscribed");
    expect(resumed).toMatchObject({ recovered: true, offset: 8, epoch: last.epoch });
    expect(resumed.snapshot).toBeUndefined();
    await bus.publish(crash, { round: 9 });
    await bus.publish(crash, { round: 10 });
    await back.until(() => back.received(crash).length >= 7, "the missed and live publications");
    expect(back.received(crash)).toEqual(range(4, 10).map((round) => ({ offset: round, data: { round } })));
    expect(back.invalid).toEqual([]);
  });

  test.each(["after", "before"] as const)(
    "publications made while the history loads (%s it is read) are neither lost nor repeated",
    async (when) => {
      const gated = new GatedBus(kit.bus());
      const { url } = await node(gated);
      const crash = channel();
      // A subscriber already live on the node: once it has a publication, so has the node's hub.
      const watcher = await peer(url);
      watcher.subscribe(crash);
      await watcher.next("subscribed");
      const { epoch } = await gated.publish(crash, 1);
      for (let n = 2; n <= 3; n += 1) await gated.publish(crash, n);

      const gate = gated.hold(when);
      const client = await peer(url);
      client.subscribe(crash, { offset: 1, epoch });
      await gate.reached;
      await gated.publish(crash, 4);
      await gated.publish(crash, 5);
      await watcher.until(() => watcher.received(crash).length === 5, "the watcher's five");
      gate.release();
      await client.next("subscribed");
      await gated.publish(crash, 6);
      await client.until(() => client.received(crash).at(-1)?.offset === 6, "the live one");
      expect(offsets(client.received(crash))).toEqual([2, 3, 4, 5, 6]);
      // One answer: what arrived meanwhile followed it, with no second recovery to fill a gap.
      expect(client.frames.filter((frame) => frame.type === "subscribed")).toHaveLength(1);
    },
  );

  test("a client away longer than the window, or from another epoch, gets recovered:false and the snapshot", async () => {
    const clock = testClock();
    const bus = kit.bus({ now: clock.now, windowMs: 5 * 60_000 });
    const { url } = await node(bus);
    const crash = channel();
    const { epoch } = await bus.publish(crash, 1);
    await bus.publish(crash, 2);
    clock.advance(6 * 60_000);
    await bus.publish(crash, 3);

    const late = await peer(url);
    late.subscribe(crash, { offset: 1, epoch });
    expect(await late.next("subscribed")).toMatchObject({
      recovered: false,
      offset: 3,
      epoch,
      snapshot: { snapshotOf: crash },
    });
    expect(late.received(crash)).toEqual([]);
    await bus.publish(crash, 4);
    await late.until(() => late.received(crash).length === 1, "the live one");
    expect(late.received(crash)).toEqual([{ offset: 4, data: 4 }]);

    // The history is lost (Redis restarted empty; a memory bus's process restarted).
    await kit.wipe();
    const restarted = kit.name === "memory" ? kit.bus({ now: clock.now }) : bus;
    const after = await node(restarted);
    await restarted.publish(crash, 5);
    const again = await peer(after.url);
    again.subscribe(crash, { offset: 4, epoch });
    const answer = await again.next("subscribed");
    expect(answer).toMatchObject({ recovered: false, offset: 1, snapshot: { snapshotOf: crash } });
    expect(answer.epoch).not.toBe(epoch);
  });
});

describe("live server", () => {
  const kit = memoryKit();
  afterAll(() => kit.close());

  test("a first subscribe gets the snapshot, not recovered; unsubscribe stops the channel", async () => {
    const bus = kit.bus();
    const { url, live } = await node(bus);
    const crash = channel();
    const other = channel("jackpot");
    await bus.publish(crash, "before");
    const client = await peer(url);
    client.send({ type: "subscribe", channels: [{ channel: crash }, { channel: other }] });
    expect(await client.next("subscribed", (frame) => frame.channel === crash)).toMatchObject({
      recovered: false,
      offset: 1,
      snapshot: { snapshotOf: crash },
    });
    await client.next("subscribed", (frame) => frame.channel === other);
    expect(live.stats()).toMatchObject({ connections: 1, channels: 2, subscriptions: 2 });

    client.send({ type: "unsubscribe", channels: [crash] });
    await eventually(() => live.stats().channels === 1, "the channel to be dropped");
    await bus.publish(crash, "after");
    await bus.publish(other, "marker");
    await client.until(() => client.received(other).length === 1, "the marker");
    expect(client.received(crash)).toEqual([]);
  });

  test("publications of every WebSocket length encoding (7-bit, 16-bit, 64-bit) arrive intact", async () => {
    const bus = kit.bus();
    const { url } = await node(bus);
    const crash = channel();
    const client = await peer(url);
    client.subscribe(crash);
    await client.next("subscribed");
    const sizes = [1, 60, 200, 65_000, 70_000];
    for (const size of sizes) await bus.publish(crash, "é".repeat(size));
    await client.until(() => client.received(crash).length === sizes.length, "every size");
    expect(client.received(crash).map((item) => (item.data as string).length)).toEqual(sizes);
    expect(client.invalid).toEqual([]);
  });

  test("a client that stops reading is closed at the buffer limit; another on the channel gets every publication", async () => {
    const bus = kit.bus();
    const { url, live } = await node(bus, { maxBufferedBytes: 256 * 1024, closeGraceMs: 10_000 });
    const crash = channel();
    const fast = await peer(url);
    const slow = await peer(url);
    for (const client of [fast, slow]) {
      client.subscribe(crash);
      await client.next("subscribed");
    }
    slow.socket!.pause();
    const payload = "x".repeat(16 * 1024);
    let published = 0;
    // Kernel buffers on loopback hold megabytes before the server's own buffer grows.
    while (live.stats().slowConsumersClosed === 0 && published < 4000) {
      await bus.publish(crash, { n: published + 1, payload });
      published += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(live.stats().slowConsumersClosed).toBe(1);
    for (let more = 0; more < 10; more += 1) {
      await bus.publish(crash, { n: published + 1, payload: "" });
      published += 1;
    }
    await fast.until(
      () => fast.received(crash).length === published,
      `all ${published} publications`,
      20_000,
    );
    expect(offsets(fast.received(crash))).toEqual(range(1, published));
    expect(live.stats().connections).toBe(1);
    slow.socket!.resume();
    expect((await slow.closed).code).toBe(LIVE_CLOSE.slowConsumer);
  });

  test("one answer larger than the buffer limit (a long recovery) still goes out", async () => {
    const bus = kit.bus();
    const { url, live } = await node(bus, { maxBufferedBytes: 64 * 1024 });
    const crash = channel();
    const { epoch } = await bus.publish(crash, "first");
    const payload = "x".repeat(20 * 1024);
    for (let n = 2; n <= 201; n += 1) await bus.publish(crash, { n, payload });
    const client = await peer(url);
    client.subscribe(crash, { offset: 1, epoch });
    const answer = await client.next("subscribed");
    expect(answer).toMatchObject({ recovered: true, offset: 201 });
    expect(answer.publications).toHaveLength(200);
    await bus.publish(crash, "live");
    await client.until(() => client.received(crash).length === 201, "the live one");
    expect(live.stats().slowConsumersClosed).toBe(0);
  });

  test("a player cannot subscribe to another player's channel, nor with a forged or no session; visitors get public channels", async () => {
    const bus = kit.bus();
    const { url } = await node(bus);
    const crash = channel();
    const alice = await peer(url, "s-alice");
    const forged = await peer(url, "s-forged");
    const visitor = await peer(url);

    alice.subscribe("user:bob");
    expect(await alice.next("error")).toMatchObject({ code: "forbidden", channel: "user:bob" });
    alice.subscribe("user:alice");
    await alice.next("subscribed", (frame) => frame.channel === "user:alice");
    for (const client of [forged, visitor]) {
      client.subscribe("user:alice");
      expect(await client.next("error")).toMatchObject({ code: "forbidden", channel: "user:alice" });
      client.subscribe(crash);
      await client.next("subscribed", (frame) => frame.channel === crash);
    }

    await bus.publish("user:alice", { balance: 100 });
    await bus.publish("user:bob", { balance: 5 });
    await bus.publish(crash, "marker");
    await alice.until(() => alice.received("user:alice").length === 1, "alice's balance");
    for (const client of [forged, visitor]) {
      await client.until(() => client.received(crash).length === 1, "the marker");
      expect(
        client.frames.filter(
          (frame) => frame.type !== "error" && "channel" in frame && frame.channel.startsWith("user:"),
        ),
      ).toEqual([]);
    }
    expect(alice.received("user:bob")).toEqual([]);
  });

  test("an upgrade from an origin the app does not allow is refused (403)", async () => {
    const bus = kit.bus();
    const { url } = await node(bus, { verifyOrigin: (origin) => origin === "http://site.test" });
    const open = (origin: string) =>
      new Promise<void>((resolve, reject) => {
        const socket = new WebSocket(url, { origin });
        socket.on("open", () => {
          socket.terminate();
          resolve();
        });
        socket.on("error", reject);
      });
    await expect(open("http://evil.test")).rejects.toThrow(/403/);
    await expect(open("http://site.test")).resolves.toBeUndefined();
  });

  test("bad frames get an error frame, one too big closes its socket (1009), and the server keeps serving", async () => {
    const bus = kit.bus();
    const { url, live } = await node(bus, { maxPayload: 1024 });
    const crash = channel();
    const client = await peer(url);
    const bystander = await peer(url);
    bystander.subscribe(crash);
    await bystander.next("subscribed");

    const bad = [
      "not json",
      { type: "subscribe", channels: "crash" },
      { type: "subscribe", channels: [{ channel: "No Such" }] },
      { type: "shout" },
    ];
    for (const frame of bad) client.send(frame);
    client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    await client.until(
      () => client.frames.filter((frame) => frame.type === "error").length === 5,
      "five errors",
    );
    expect(client.frames.map((frame) => frame.type === "error" && frame.code)).toEqual(
      Array(5).fill("bad_frame"),
    );
    expect(live.stats().badFrames).toBe(5);

    const big = await peer(url);
    big.send({ type: "subscribe", channels: [{ channel: `crash:${"x".repeat(2000)}` }] });
    expect((await big.closed).code).toBe(LIVE_CLOSE.tooBig);

    client.subscribe(crash);
    await client.next("subscribed");
    client.send({ type: "ping" });
    await client.next("pong");
    await bus.publish(crash, "still here");
    for (const listener of [client, bystander]) {
      await listener.until(() => listener.received(crash).length === 1, "the publication");
    }
  });

  test("the heartbeat terminates a connection that stopped answering pings and keeps the others", async () => {
    const bus = kit.bus();
    const { url, live } = await node(bus, { heartbeatMs: 40 });
    const dead = await peer(url);
    const healthy = await peer(url);
    let pings = 0;
    healthy.ws.on("ping", () => {
      pings += 1;
    });
    dead.socket!.pause();
    await eventually(() => live.stats().heartbeatTerminated === 1, "the dead connection to be terminated");
    expect(live.stats().connections).toBe(1);
    const seen = pings;
    await eventually(() => pings >= seen + 5, "five more pings to the healthy one");
    expect(live.stats()).toMatchObject({ connections: 1, heartbeatTerminated: 1 });
    expect(healthy.ws.readyState).toBe(healthy.ws.OPEN);
  });

  test("a connection holds at most maxChannels channels", async () => {
    const bus = kit.bus();
    const { url } = await node(bus, { maxChannels: 2 });
    const [a, b, c] = [channel(), channel(), channel()];
    const client = await peer(url);
    client.send({ type: "subscribe", channels: [{ channel: a }, { channel: b }, { channel: c }] });
    expect(await client.next("error")).toMatchObject({ code: "too_many_channels", channel: c });
    await client.next("subscribed", (frame) => frame.channel === b);
    // Subscribing again to one it holds is a restart of that channel, not a third.
    client.subscribe(a);
    await client.until(
      () => client.frames.filter((frame) => frame.type === "subscribed").length === 3,
      "a again",
    );
  });

  test("a publication the bus skipped sends the subscriber the missing ones before later ones", async () => {
    const inner = kit.bus();
    const dropped = new Set([3]);
    const lossy: LiveBus = {
      publish: (name, data) => inner.publish(name, data),
      history: (name, since) => inner.history(name, since),
      subscribe: (name, listener) =>
        inner.subscribe(name, (publication) => {
          if (!dropped.has(publication.offset)) listener(publication);
        }),
      close: () => inner.close(),
    };
    const { url } = await node(lossy);
    const crash = channel();
    const client = await peer(url);
    client.subscribe(crash);
    await client.next("subscribed");
    for (let n = 1; n <= 5; n += 1) await inner.publish(crash, n);
    await client.until(() => client.received(crash).length === 5, "five publications");
    expect(client.received(crash)).toEqual(range(1, 5).map((n) => ({ offset: n, data: n })));
    expect(client.frames.filter((frame) => frame.type === "subscribed").at(-1)).toMatchObject({
      recovered: true,
      publications: [
        { offset: 3, data: 3 },
        { offset: 4, data: 4 },
      ],
    });
  });

  test("a bus that fails a subscribe answers `unavailable` for that channel only", async () => {
    const inner = kit.bus();
    const failing: LiveBus = {
      publish: (name, data) => inner.publish(name, data),
      history: (name, since) =>
        name.startsWith("broken:") ? Promise.reject(new Error("redis down")) : inner.history(name, since),
      subscribe: (name, listener) => inner.subscribe(name, listener),
      close: () => inner.close(),
    };
    const errors: unknown[] = [];
    const { url, live } = await node(failing, { log: { error: (details) => errors.push(details) } });
    const client = await peer(url);
    client.subscribe("broken:one");
    expect(await client.next("error")).toMatchObject({ code: "unavailable", channel: "broken:one" });
    expect(errors).toHaveLength(1);
    const crash = channel();
    client.subscribe(crash);
    await client.next("subscribed");
    expect(live.stats()).toMatchObject({ channels: 1, subscriptions: 1 });
  });

  test("close() closes every client with 1001 and refuses new ones", async () => {
    const bus = kit.bus();
    const started = await startNode(bus);
    const client = await Peer.open(started.url);
    client.subscribe(channel());
    await client.next("subscribed");
    await started.live.close();
    expect((await client.closed).code).toBe(LIVE_CLOSE.goingAway);
    expect(started.live.stats()).toMatchObject({ connections: 0, channels: 0 });
    await expect(Peer.open(started.url)).rejects.toThrow(/Unexpected server response/);
    await started.close();
  });
});

describe.skipIf(skipRedis)("live server on two nodes through Redis", () => {
  const kit = redisKit();
  afterAll(() => kit.close());

  test("a publication on node A reaches a client of node B, in order", async () => {
    const busA = kit.bus();
    const busB = kit.bus();
    const [a, b] = [await node(busA), await node(busB)];
    const crash = channel();
    const onA = await peer(a.url);
    const onB = await peer(b.url);
    for (const client of [onA, onB]) {
      client.subscribe(crash);
      await client.next("subscribed");
    }
    await Promise.all(range(1, 50).map((n) => busA.publish(crash, n)));
    for (const client of [onA, onB]) {
      await client.until(() => client.received(crash).length === 50, "fifty publications");
      expect(offsets(client.received(crash))).toEqual(range(1, 50));
    }
  });

  test("a client that drops from node A resumes on node B without a gap", async () => {
    const busA = kit.bus();
    const busB = kit.bus();
    const [a, b] = [await node(busA), await node(busB)];
    const crash = channel();
    const client = await peer(a.url);
    client.subscribe(crash);
    await client.next("subscribed");
    for (let n = 1; n <= 3; n += 1) await busA.publish(crash, n);
    await client.until(() => client.received(crash).length === 3, "three");
    const last = client.frames.at(-1);
    if (last?.type !== "publication") throw new Error("expected a publication");
    client.close();
    for (let n = 4; n <= 6; n += 1) await busB.publish(crash, n);
    const moved = await peer(b.url);
    moved.subscribe(crash, { offset: last.offset, epoch: last.epoch });
    expect(await moved.next("subscribed")).toMatchObject({ recovered: true, offset: 6 });
    await busA.publish(crash, 7);
    await moved.until(() => moved.received(crash).length === 4, "the missed three and one live");
    expect(moved.received(crash)).toEqual(range(4, 7).map((n) => ({ offset: n, data: n })));
  });
});
