import { describe, expect, test } from "vitest";
import { liveClientFrameSchema, liveServerFrameSchema } from "./live.ts";
import { isLiveChannel, liveChannelOwner } from "./live-codes.ts";

describe("live channel names", () => {
  test("public and private channels are names; globs, braces, spaces and capitals in the namespace are not", () => {
    for (const name of ["crash", "jackpot:mega-win", "user:0b7f9c1e-4a", "sportsbook:match:123"]) {
      expect(isLiveChannel(name), name).toBe(true);
    }
    for (const name of ["", "Crash", "user:*", "user:{x}", "crash ", ":x", "crash::x", "x".repeat(129)]) {
      expect(isLiveChannel(name), name).toBe(false);
    }
    expect(liveChannelOwner("user:alice")).toBe("alice");
    expect(liveChannelOwner("crash")).toBeNull();
  });
});

describe("live frames", () => {
  test("a subscribe names channels, each with an optional position", () => {
    const frame = {
      type: "subscribe",
      channels: [{ channel: "crash" }, { channel: "user:alice", since: { offset: 4, epoch: "e1" } }],
    };
    expect(liveClientFrameSchema.parse(frame)).toEqual(frame);
    expect(liveClientFrameSchema.parse({ type: "ping" })).toEqual({ type: "ping" });
  });

  test("frames of the wrong shape are refused", () => {
    const bad = [
      { type: "subscribe", channels: [] },
      { type: "subscribe", channels: ["crash"] },
      { type: "subscribe", channels: [{ channel: "crash", since: { offset: -1, epoch: "e" } }] },
      { type: "subscribe", channels: [{ channel: "crash", since: { offset: 1.5, epoch: "e" } }] },
      { type: "subscribe", channels: [{ channel: "crash", since: { offset: 1, epoch: "" } }] },
      { type: "subscribe", channels: Array.from({ length: 101 }, (_, i) => ({ channel: `c:${i}` })) },
      { type: "unsubscribe", channels: ["user:*"] },
      { type: "publish", channel: "crash", data: 1 },
      "subscribe",
    ];
    for (const frame of bad)
      expect(liveClientFrameSchema.safeParse(frame).success, JSON.stringify(frame)).toBe(false);
  });

  test("server frames: a publication, a recovered and an unrecovered subscribe, an error", () => {
    const frames = [
      { type: "publication", channel: "crash", offset: 7, epoch: "e1", data: { multiplier: 2.5 } },
      {
        type: "subscribed",
        channel: "crash",
        offset: 7,
        epoch: "e1",
        recovered: true,
        publications: [{ offset: 7, data: null }],
      },
      {
        type: "subscribed",
        channel: "crash",
        offset: 7,
        epoch: "e2",
        recovered: false,
        snapshot: { round: 3 },
      },
      { type: "error", code: "forbidden", message: "not yours", channel: "user:bob" },
      { type: "pong" },
    ];
    for (const frame of frames) expect(liveServerFrameSchema.parse(frame)).toEqual(frame);
    expect(liveServerFrameSchema.safeParse({ type: "error", code: "teapot", message: "" }).success).toBe(
      false,
    );
  });
});
