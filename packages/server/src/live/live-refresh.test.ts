import { LIVE_CLOSE } from "@platform/contracts";
import { LiveClient, type LiveSocketConstructor } from "@platform/contracts/client";
import { afterAll, afterEach, describe, expect, test } from "vitest";
import { WebSocket } from "ws";
import type { LiveExpiry } from "./live-server.ts";
import { eventually, memoryKit, type Node, Peer, type Principal, startNode, testClock } from "./test-kit.ts";

/*
 * Authentication that ends (docs/decisions/039 §Sessions that end): a connection keeps its player's
 * channel only while its credential lasts; a `refresh` with a fresh credential of the same player
 * extends it, one of another player is refused, and a connection past its expiry is closed.
 */

const TTL_MS = 60_000;
const CREDENTIALS: Record<string, Principal> = { "s-alice": { userId: "alice" }, "s-bob": { userId: "bob" } };

const kit = memoryKit();
afterAll(() => kit.close());
const nodes: Node[] = [];
const peers: Peer[] = [];
afterEach(async () => {
  for (const opened of peers.splice(0)) opened.close();
  await Promise.all(nodes.splice(0).map((started) => started.close()));
});

async function setup() {
  const clock = testClock();
  const bus = kit.bus();
  const expiry: LiveExpiry<Principal> = {
    // Every credential, the upgrade's or a refresh's, lasts TTL_MS from when it is checked.
    expiresAt: () => clock.now() + TTL_MS,
    refresh: async (credential) => CREDENTIALS[credential] ?? null,
    same: (current, next) => current.userId === next.userId,
    checkMs: 10,
  };
  const node = await startNode(bus, { expiry, now: clock.now });
  nodes.push(node);
  const open = async (session?: string) => {
    const peer = await Peer.open(node.url, session);
    peers.push(peer);
    return peer;
  };
  return { clock, bus, node, open };
}

/** Long enough for several expiry sweeps (every 10 ms) to have run. */
const sweeps = () => new Promise((resolve) => setTimeout(resolve, 80));

describe("live authentication that ends", () => {
  test("a connection past its expiry without a refresh is closed with sessionEnded; a visitor's stays", async () => {
    const { clock, bus, node, open } = await setup();
    const alice = await open("s-alice");
    const visitor = await open();
    alice.subscribe("user:alice");
    alice.subscribe("crash");
    visitor.subscribe("crash");
    await alice.until(
      () => alice.frames.filter((frame) => frame.type === "subscribed").length === 2,
      "subscribed",
    );
    await visitor.next("subscribed");

    clock.advance(TTL_MS - 1);
    await sweeps();
    await bus.publish("user:alice", { n: 1 });
    await alice.until(() => alice.received("user:alice").length === 1, "her publication before the expiry");

    clock.advance(1);
    expect(await alice.closed).toEqual({ code: LIVE_CLOSE.sessionEnded, reason: "session ended" });
    expect(node.live.stats().sessionsEnded).toBe(1);
    await bus.publish("crash", { n: 2 });
    await visitor.until(() => visitor.received("crash").length === 1, "the visitor's publication");
    expect(node.live.stats().connections).toBe(1);
  });

  test("a refreshed connection keeps the player's channel past the first expiry, until the new one", async () => {
    const { clock, bus, open } = await setup();
    const alice = await open("s-alice");
    alice.subscribe("user:alice");
    await alice.next("subscribed");

    clock.advance(TTL_MS - 10_000);
    alice.send({ type: "refresh", credential: "s-alice" });
    expect(await alice.next("refreshed")).toEqual({ type: "refreshed", expires_in: TTL_MS / 1000 });

    clock.advance(30_000);
    await sweeps();
    await bus.publish("user:alice", { after: "the first expiry" });
    await alice.until(
      () => alice.received("user:alice").length === 1,
      "her publication after the first expiry",
    );

    clock.advance(TTL_MS - 30_000);
    expect((await alice.closed).code).toBe(LIVE_CLOSE.sessionEnded);
  });

  test("a refresh with another player's credential, or a forged one, is refused and extends nothing", async () => {
    const { clock, open } = await setup();
    const alice = await open("s-alice");
    alice.subscribe("user:alice");
    await alice.next("subscribed");

    alice.send({ type: "refresh", credential: "s-bob" });
    expect(await alice.next("error")).toMatchObject({
      code: "unauthorized",
      message: "another player's credential",
    });
    alice.send({ type: "refresh", credential: "s-forged" });
    await alice.until(
      () => alice.frames.filter((frame) => frame.type === "error").length === 2,
      "two refusals",
    );
    expect(alice.frames.at(-1)).toMatchObject({ code: "unauthorized", message: "not a valid credential" });
    expect(alice.frames.some((frame) => frame.type === "refreshed")).toBe(false);
    // Still alice's: bob's channel stays forbidden.
    alice.subscribe("user:bob");
    await alice.until(() => alice.frames.filter((frame) => frame.type === "error").length === 3, "forbidden");
    expect(alice.frames.at(-1)).toMatchObject({ code: "forbidden", channel: "user:bob" });

    clock.advance(TTL_MS);
    expect((await alice.closed).code).toBe(LIVE_CLOSE.sessionEnded);
  });

  test("a visitor has nothing to refresh, and a server without expiry renews nothing", async () => {
    const { open } = await setup();
    const visitor = await open();
    visitor.send({ type: "refresh", credential: "s-alice" });
    expect(await visitor.next("error")).toMatchObject({ code: "unauthorized" });

    const plain = await startNode(kit.bus());
    nodes.push(plain);
    const alice = await Peer.open(plain.url, "s-alice");
    peers.push(alice);
    alice.send({ type: "refresh", credential: "s-alice" });
    expect(await alice.next("error")).toMatchObject({ code: "unauthorized" });
    await eventually(() => plain.live.stats().connections === 1, "the connection to stay");
  });
});

/** ws's WebSocket as the browser's, carrying alice's session as the tests' cookie. */
class AliceSocket extends WebSocket {
  constructor(url: string) {
    super(url, { headers: { cookie: "session=s-alice" } });
  }
}

test("LiveClient: refresh() renews on the open socket; closed for an expired session, it stops and says so", async () => {
  const { clock, bus, node } = await setup();
  const refreshed: unknown[] = [];
  const ended: { code: number; reason: string }[] = [];
  let sockets = 0;
  const client = new LiveClient({
    url: () => {
      sockets += 1;
      return node.url;
    },
    WebSocket: AliceSocket as unknown as LiveSocketConstructor,
    minDelayMs: 5,
    maxDelayMs: 10,
    pingIntervalMs: 0,
    onRefresh: (answer) => refreshed.push(answer),
    onEnded: (close) => ended.push(close),
  });
  try {
    const events: unknown[] = [];
    client.subscribe("user:alice", (event) => events.push(event));
    await eventually(() => events.length === 1, "subscribed");
    client.refresh("s-bob");
    client.refresh("s-alice");
    await eventually(() => refreshed.length === 2, "two answers");
    expect(refreshed).toEqual([
      { ok: false, code: "unauthorized", message: "another player's credential" },
      { ok: true, expiresIn: TTL_MS / 1000 },
    ]);

    await bus.publish("user:alice", 1);
    await eventually(() => events.length === 2, "a publication");
    clock.advance(TTL_MS);
    await eventually(() => ended.length === 1, "the end");
    expect(ended[0]).toEqual({ code: LIVE_CLOSE.sessionEnded, reason: "session ended" });
    expect(client.status).toBe("closed");
    await sweeps();
    // No reconnection with a credential that can no longer be renewed.
    expect(sockets).toBe(1);
  } finally {
    client.close();
  }
});
