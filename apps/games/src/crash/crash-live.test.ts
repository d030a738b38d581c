import { LIVE_CLOSE } from "@platform/contracts";
import { type CrashOwnPublication, elapsedFor } from "@platform/fair/crash";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { WebSocket } from "ws";
import { call } from "../test/games-test-app.ts";
import { LIVE_TICKET_MS } from "./live-tickets.ts";
import { type CrashTestApp, createCrashTestApp } from "./test/crash-test-kit.ts";

/*
 * The player's channel over a real socket (issue 18): each bet and each settled win carries the
 * balance the platform's wallet answered, and the socket keeps that channel only while the page can
 * renew its short ticket, which a player who logged out cannot.
 */

let t: CrashTestApp;
let port = 0;
beforeAll(async () => {
  t = await createCrashTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

interface SessionAnswer {
  session_id: string;
  balance: number;
  live: { path: string; ticket: string; channel: string; expires_in: number };
}
type Frame = { type: string; channel?: string; data?: unknown; code?: string; message?: string } & Record<
  string,
  unknown
>;

async function session(token: string): Promise<SessionAnswer> {
  const opened = await call<{ data: SessionAnswer }>(t.app, "POST", "/aggregator/v1/crash/sessions", {
    body: { operator: "alpha", token },
  });
  expect(opened.status).toBe(200);
  return opened.body.data;
}

/** A socket on the player's ticket, subscribed to their channel; every frame it receives. */
async function connect(answer: SessionAnswer) {
  const frames: Frame[] = [];
  const ws = new WebSocket(
    `ws://127.0.0.1:${port}${answer.live.path}?ticket=${encodeURIComponent(answer.live.ticket)}`,
  );
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on("close", (code, reason) => resolve({ code, reason: String(reason) })),
  );
  ws.on("message", (data) => frames.push(JSON.parse(String(data)) as Frame));
  await new Promise((resolve) => ws.once("open", resolve));
  ws.send(JSON.stringify({ type: "subscribe", channels: [{ channel: answer.live.channel }] }));
  await until(() => frames.some((frame) => frame.type === "subscribed"), "subscribed");
  const own = () =>
    frames.flatMap((frame) =>
      frame.type === "publication" && frame.channel === answer.live.channel
        ? [frame.data as CrashOwnPublication]
        : [],
    );
  return { ws, frames, closed, own };
}

async function until(predicate: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The live server checks expiries once a second. */
const aSweep = () => new Promise((resolve) => setTimeout(resolve, 1_300));

describe("the player's crash channel", () => {
  test("a bet and its cash-out's win each reach the channel with the wallet's balance after them", async () => {
    const round = await t.bettingRound((row) => row.crashPoint >= 200);
    const gambler = t.player(100_000);
    const opened = await session(gambler.token);
    const socket = await connect(opened);

    const bet = (await t.bet(opened.session_id, gambler.token, [{ slot: 1, amount: 1_000 }])).body.data
      .placed[0]!;
    await until(() => socket.own().some((publication) => publication.bet.state === "active"), "the bet");
    const placed = socket.own().find((publication) => publication.bet.state === "active")!;
    expect(placed.bet.id).toBe(bet.id);
    expect(placed.balance).toEqual({
      balance: 99_000,
      cash: 99_000,
      promo: 0,
      currency: "KES",
      at: t.clock.now().toISOString(),
    });

    await t.start(round.id);
    t.clock.advance(elapsedFor(150));
    const cashed = await t.cashOut(opened.session_id, gambler.token, bet.id);
    expect(cashed.body.data.payout).toBe(1_500);
    await t.crash.deliveries.idle();
    await until(() => socket.own().some((publication) => publication.bet.settled), "the settled win");
    const settled = socket.own().find((publication) => publication.bet.settled)!;
    expect(settled.bet).toMatchObject({ id: bet.id, state: "cashed_out", payout: 1_500 });
    expect(settled.balance).toMatchObject({ balance: 100_500, cash: 100_500, promo: 0, currency: "KES" });
    expect(Date.parse(settled.balance!.at)).toBeGreaterThanOrEqual(Date.parse(placed.balance!.at));
    // The cash-out's own answer (before the win was sent) carries no balance: none was answered yet.
    const unsettled = socket
      .own()
      .filter((publication) => publication.bet.state === "cashed_out" && !publication.bet.settled);
    for (const publication of unsettled) expect(publication.balance).toBeUndefined();
    socket.ws.close();
    await t.finish(round.id);
  });

  test("a ticket renewed before it expires keeps the channel; once the player logs out the socket is closed", async () => {
    const alice = t.player();
    const opened = await session(alice.token);
    expect(opened.live.expires_in).toBe(LIVE_TICKET_MS / 1000);
    const socket = await connect(opened);
    const renew = async (token: string, sessionId: string) =>
      call<{ data: SessionAnswer; code?: string }>(
        t.app,
        "GET",
        `/aggregator/v1/crash/sessions/${sessionId}`,
        {
          token,
        },
      );

    t.clock.advance(LIVE_TICKET_MS - 60_000);
    const fresh = await renew(alice.token, opened.session_id);
    expect(fresh.status).toBe(200);
    socket.ws.send(JSON.stringify({ type: "refresh", credential: fresh.body.data.live.ticket }));
    await until(() => socket.frames.some((frame) => frame.type === "refreshed"), "refreshed");

    // Another player's ticket does not take this socket over.
    const bob = t.player();
    const bobs = await session(bob.token);
    socket.ws.send(JSON.stringify({ type: "refresh", credential: bobs.live.ticket }));
    await until(() => socket.frames.some((frame) => frame.code === "unauthorized"), "the refusal");

    // Past the first ticket's expiry: still open, thanks to the renewal.
    t.clock.advance(120_000);
    await aSweep();
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);

    // Logged out at the platform: the session answers no new ticket, and the socket ends with the old one.
    t.wallet.players.delete(alice.token);
    const refused = await renew(alice.token, opened.session_id);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe("RS_ERROR_INVALID_TOKEN");
    t.clock.advance(LIVE_TICKET_MS);
    expect(await socket.closed).toEqual({ code: LIVE_CLOSE.sessionEnded, reason: "session ended" });
  });
});
