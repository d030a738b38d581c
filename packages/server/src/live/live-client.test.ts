import { LiveClient, type LiveEvent, type LiveSocketConstructor } from "@platform/contracts/client";
import { afterEach, expect, test } from "vitest";
import { WebSocket } from "ws";
import { MemoryBus } from "./memory-bus.ts";
import { eventually, type Node, startNode, testClock } from "./test-kit.ts";

/* The browser's LiveClient against a real LiveServer, with ws's WebSocket standing in for the browser's. */

const sockets: WebSocket[] = [];
class TrackedSocket extends WebSocket {
  constructor(url: string) {
    super(url);
    sockets.push(this);
  }
}

let started: Node | null = null;
let client: LiveClient | null = null;
afterEach(async () => {
  client?.close();
  sockets.splice(0);
  await started?.close();
});

async function setUp() {
  const clock = testClock();
  const bus = new MemoryBus({ now: clock.now, windowMs: 5 * 60_000 });
  started = await startNode(bus);
  client = new LiveClient({
    url: started.url,
    WebSocket: TrackedSocket as unknown as LiveSocketConstructor,
    minDelayMs: 10,
    maxDelayMs: 50,
    pingIntervalMs: 0,
  });
  const events: LiveEvent[] = [];
  client.subscribe("crash", (event) => events.push(event));
  const published = (type: LiveEvent["type"]) => events.filter((event) => event.type === type);
  await eventually(() => published("subscribed").length === 1, "the first subscribed");
  return { clock, bus, live: started.live, events, published };
}

test("LiveClient: after a drop it resubscribes from its last offset and gets each publication once, in order", async () => {
  const { clock, bus, live, published } = await setUp();
  expect(published("subscribed")[0]).toMatchObject({
    recovered: false,
    resumed: false,
    snapshot: { snapshotOf: "crash" },
  });
  for (let n = 1; n <= 3; n += 1) await bus.publish("crash", n);
  await eventually(() => published("publication").length === 3, "three publications");

  sockets[0]!.terminate();
  // Published before the reconnection timer (at least 5 ms) can fire.
  clock.advance(30_000);
  for (let n = 4; n <= 6; n += 1) await bus.publish("crash", n);
  await eventually(() => published("subscribed").length === 2, "the resubscribe");
  expect(published("subscribed")[1]).toMatchObject({ recovered: true, resumed: true, offset: 6 });
  await bus.publish("crash", 7);
  await eventually(() => published("publication").length === 7, "seven publications");
  expect(published("publication").map((event) => event.type === "publication" && event.data)).toEqual([
    1, 2, 3, 4, 5, 6, 7,
  ]);
  expect(sockets).toHaveLength(2);
  expect(live.stats().connections).toBe(1);
});

test("LiveClient: back after the window it reports recovered:false with the snapshot", async () => {
  const { clock, bus, published } = await setUp();
  await bus.publish("crash", 1);
  await eventually(() => published("publication").length === 1, "one publication");
  sockets[0]!.terminate();
  // Missed, then older than the window by the time the client is back.
  await bus.publish("crash", 2);
  clock.advance(6 * 60_000);
  await eventually(() => published("subscribed").length === 2, "the resubscribe");
  expect(published("subscribed")[1]).toMatchObject({
    recovered: false,
    resumed: true,
    offset: 2,
    snapshot: { snapshotOf: "crash" },
  });
  await bus.publish("crash", 3);
  await eventually(() => published("publication").length === 2, "the live one");
  expect(published("publication").map((event) => event.type === "publication" && event.offset)).toEqual([
    1, 3,
  ]);
});

test("LiveClient: unsubscribing the last listener leaves the channel; close() ends the connection", async () => {
  const { live } = await setUp();
  const events: LiveEvent[] = [];
  const leave = client!.subscribe("jackpot:mega", (event) => events.push(event));
  await eventually(() => live.stats().subscriptions === 2, "the second channel");
  await eventually(() => events.length === 1, "its subscribed");
  leave();
  await eventually(() => live.stats().subscriptions === 1, "the channel to be left");
  client!.close();
  expect(client!.status).toBe("closed");
  await eventually(() => live.stats().connections === 0, "the connection to close");
});
