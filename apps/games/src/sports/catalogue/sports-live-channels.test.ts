import { SPORTS_LIVE_CHANNEL, type SportsFixtureSummary, sportsEventChannel } from "@platform/contracts";
import { afterAll, beforeAll, expect, test } from "vitest";
import { WebSocket } from "ws";
import { crashTestOptions } from "../../crash/test/crash-test-kit.ts";
import { call, createGamesTestApp, type GamesTestApp } from "../../test/games-test-app.ts";

/*
 * The sportsbook's public channels ride the aggregator's one live socket (the crash game's): a
 * visitor subscribes to every match in play and to one match, gets the book's state as a snapshot,
 * then the desk's changes as they are applied.
 */

type Frame = { type: string; channel?: string; data?: unknown; snapshot?: unknown } & Record<string, unknown>;

let t: GamesTestApp;
let port = 0;
beforeAll(async () => {
  t = await createGamesTestApp({
    overrides: {
      crash: crashTestOptions(),
      sports: {
        feed: "simulated",
        start: false,
        desk: { liveNow: 1, upcoming: 2, speed: 60, reopenAfterMs: 1_500 },
      },
    },
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

const step = async (ms: number) => {
  t.clock.advance(ms);
  await t.app.sports!.desk!.step();
  await t.app.sports!.processor.idle();
};

async function until(predicate: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

test("a visitor's socket gets the matches in play and one match's markets, then their changes", async () => {
  // The desk's first steps publish the fixtures; a minute later the live-now match kicks off.
  await step(1_000);
  await step(61_000);
  await step(1_000);
  const listed = await call<{ data: SportsFixtureSummary[] }>(
    t.app,
    "GET",
    "/aggregator/v1/sports/fixtures?operator=alpha&when=live",
  );
  const live = listed.body.data[0];
  expect(live, "a match in play").toBeDefined();

  const frames: Frame[] = [];
  const ws = new WebSocket(`ws://127.0.0.1:${port}/aggregator/live`);
  ws.on("message", (data) => frames.push(JSON.parse(String(data)) as Frame));
  await new Promise((resolve) => ws.once("open", resolve));
  const eventChannel = sportsEventChannel(live!.id);
  ws.send(
    JSON.stringify({
      type: "subscribe",
      channels: [{ channel: SPORTS_LIVE_CHANNEL }, { channel: eventChannel }],
    }),
  );
  await until(() => frames.filter((frame) => frame.type === "subscribed").length === 2, "both subscribed");
  const subscribed = (channel: string) =>
    frames.find((frame) => frame.type === "subscribed" && frame.channel === channel)!;
  expect(JSON.stringify(subscribed(SPORTS_LIVE_CHANNEL))).toContain(live!.id);
  expect(JSON.stringify(subscribed(eventChannel))).toContain('"markets"');

  // Twenty match minutes later the clock has moved: a fixture publication on both channels.
  for (let i = 0; i < 20; i += 1) await step(1_000);
  await until(
    () => frames.some((frame) => frame.type === "publication" && frame.channel === SPORTS_LIVE_CHANNEL),
    "a publication on sports:live",
  );
  await until(
    () => frames.some((frame) => frame.type === "publication" && frame.channel === eventChannel),
    "a publication on the match's channel",
  );
  // A visitor still may not listen to a player's private channel.
  ws.send(JSON.stringify({ type: "subscribe", channels: [{ channel: "user:alpha:someone" }] }));
  await until(() => frames.some((frame) => frame.type === "error"), "the refusal");
  ws.close();
  // Most of its time is the desk simulating minutes of play, step by step: slow on a busy machine.
}, 120_000);
