import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { LiveClient, type LiveEvent, type LiveSocket } from "./live-client.ts";

/*
 * The client's own rules, on a fake socket and fake timers: backoff, resubscribing from the last
 * position, dropping repeats, asking again on a gap. packages/server/src/live/live-client.test.ts
 * runs it against the real server.
 */

class FakeSocket implements LiveSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
});
afterEach(() => {
  vi.useRealTimers();
});

function start(random = () => 0.5) {
  const client = new LiveClient({
    url: "ws://test/live",
    WebSocket: FakeSocket,
    minDelayMs: 100,
    maxDelayMs: 1000,
    random,
    pingIntervalMs: 1000,
  });
  const events: LiveEvent[] = [];
  client.subscribe("crash", (event) => events.push(event));
  const socket = FakeSocket.made[0]!;
  socket.open();
  return { client, events, socket };
}

const publication = (offset: number, epoch = "e1") => ({
  type: "publication",
  channel: "crash",
  offset,
  epoch,
  data: offset,
});

describe("LiveClient", () => {
  test("subscribes on open, resubscribes from the last position after a drop, with growing jittered delays", () => {
    const { client, events, socket } = start(() => 0);
    expect(socket.sent).toEqual([{ type: "subscribe", channels: [{ channel: "crash" }] }]);
    socket.receive({
      type: "subscribed",
      channel: "crash",
      offset: 2,
      epoch: "e1",
      recovered: false,
      snapshot: "s",
    });
    socket.receive(publication(3));
    socket.drop();
    expect(client.status).toBe("connecting");
    // Attempt 0: base 100 ms, random 0 → 50 ms.
    vi.advanceTimersByTime(49);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const second = FakeSocket.made[1]!;
    // It fails before opening: the next delay is twice as long.
    second.drop();
    vi.advanceTimersByTime(99);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    const third = FakeSocket.made[2]!;
    third.open();
    expect(third.sent).toEqual([
      { type: "subscribe", channels: [{ channel: "crash", since: { offset: 3, epoch: "e1" } }] },
    ]);
    third.receive({
      type: "subscribed",
      channel: "crash",
      offset: 5,
      epoch: "e1",
      recovered: true,
      publications: [
        { offset: 4, data: 4 },
        { offset: 5, data: 5 },
      ],
    });
    expect(events.map((event) => [event.type, "offset" in event ? event.offset : null])).toEqual([
      ["subscribed", 2],
      ["publication", 3],
      ["subscribed", 5],
      ["publication", 4],
      ["publication", 5],
    ]);
    expect(events[2]).toMatchObject({ recovered: true, resumed: true });
    client.close();
  });

  test("drops a repeated publication and asks again from its position on a gap or a new epoch", () => {
    const { client, events, socket } = start();
    socket.receive({ type: "subscribed", channel: "crash", offset: 0, epoch: "e1", recovered: false });
    socket.receive(publication(1));
    socket.receive(publication(1));
    expect(events.filter((event) => event.type === "publication")).toHaveLength(1);
    socket.receive(publication(3));
    expect(socket.sent.at(-1)).toEqual({
      type: "subscribe",
      channels: [{ channel: "crash", since: { offset: 1, epoch: "e1" } }],
    });
    // Until the answer, publications of that channel are the old subscription's: ignored.
    socket.receive(publication(4));
    expect(events.filter((event) => event.type === "publication")).toHaveLength(1);
    socket.receive({
      type: "subscribed",
      channel: "crash",
      offset: 4,
      epoch: "e2",
      recovered: false,
      snapshot: 9,
    });
    socket.receive(publication(5, "e2"));
    expect(events.at(-1)).toMatchObject({ type: "publication", offset: 5, epoch: "e2" });
    socket.receive(publication(1, "e3"));
    expect(socket.sent.at(-1)).toEqual({
      type: "subscribe",
      channels: [{ channel: "crash", since: { offset: 5, epoch: "e2" } }],
    });
    client.close();
  });

  test("pings a quiet connection, and gives it up when it stays quiet", () => {
    const { client, socket } = start();
    vi.advanceTimersByTime(1000);
    expect(socket.sent.at(-1)).toEqual({ type: "ping" });
    vi.advanceTimersByTime(1000);
    // Given up without waiting for its close event: a new socket follows the backoff.
    expect(socket.onmessage).toBeNull();
    vi.advanceTimersByTime(100);
    expect(FakeSocket.made).toHaveLength(2);
    client.close();
  });
});
