import { randomUUID } from "node:crypto";
import { JACKPOT_MATCHES, type SportsJackpotOverview } from "@platform/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { drawCancelled } from "./cancelled-draw.ts";
import { createJackpotTestKit, type JackpotTestKit } from "./test/jackpot-test-kit.ts";

/*
 * A coupon's fixture moved after the round opened (docs/decisions/050-sports-jackpot.md): one moved
 * after the round's published window and one postponed are treated as cancelled (drawn results,
 * even if a result comes in later); one brought forward moves the close to its kick-off, and a
 * purchase after a match kicked off is refused even before the job's step has moved the close.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let t: JackpotTestKit;
let app: FastifyInstance;
let fixtures: string[];

beforeAll(async () => {
  t = await createJackpotTestKit();
  app = await t.app();
  fixtures = await t.fixtures(13);
  await t.step();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

async function overview(): Promise<SportsJackpotOverview> {
  const res = await app.inject({ method: "GET", url: "/aggregator/v1/sports/jackpot?operator=alpha" });
  return res.json().data;
}

async function buy(player: Awaited<ReturnType<JackpotTestKit["player"]>>, roundId: string) {
  return app.inject({
    method: "POST",
    url: `/aggregator/v1/sports/sessions/${player.session.id}/jackpot/tickets`,
    headers: { authorization: `Bearer ${player.token}` },
    payload: {
      request_id: randomUUID().replaceAll("-", ""),
      round_id: roundId,
      picks: Array.from({ length: JACKPOT_MATCHES }, () => ["1"]),
    },
  });
}

describe("a fixture moved after the round opened", () => {
  test("moved after the window, or postponed: treated as cancelled, published", async () => {
    const { open } = await overview();
    expect(open!.window_ends_at).toBe(
      new Date(Date.parse(open!.fixtures[0]!.kick_off) + 7 * DAY).toISOString(),
    );
    await t.move(fixtures[8]!, new Date(Date.parse(open!.window_ends_at!) + MINUTE));
    await t.move(fixtures[9]!, new Date(open!.fixtures[9]!.kick_off), "postponed");
    // Moved later but inside the window: still played.
    await t.move(fixtures[10]!, new Date(Date.parse(open!.window_ends_at!) - MINUTE));
    await t.step();
    const after = (await overview()).open!;
    expect(after.fixtures.map((fixture) => fixture.cancelled)).toEqual(
      fixtures.map((_, index) => index === 8 || index === 9),
    );
    expect(after.closes_at).toBe(open!.closes_at);
    // Moved back into the window: the match stays cancelled (its treatment never flips).
    await t.move(fixtures[8]!, new Date(open!.fixtures[8]!.kick_off));
    await t.step();
    expect((await overview()).open!.fixtures[8]!.cancelled).toBe(true);
  });

  test("a kick-off brought forward: no sale once it started, and the close moves to it", async () => {
    const player = await t.player();
    const { open } = await overview();
    const now = t.feed.clock.now().getTime();
    // Brought forward to 30 minutes from now: still on sale until then, the close moves.
    await t.move(fixtures[4]!, new Date(now + 30 * MINUTE));
    expect((await buy(player, open!.id)).statusCode).toBe(200);
    await t.step();
    expect((await overview()).open!.closes_at).toBe(new Date(now + 30 * MINUTE).toISOString());
    // Brought forward to a minute ago (it kicked off): refused at once, before any step.
    await t.move(fixtures[5]!, new Date(now - MINUTE));
    const late = await buy(player, open!.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("RS_ERROR_JACKPOT_CLOSED");
    // The next step moves the close to it and closes the round.
    await t.step();
    const { open: none, running } = await overview();
    expect(none).toBeNull();
    expect(running).toMatchObject({ status: "closed", closes_at: new Date(now - MINUTE).toISOString() });
    expect(running!.entropy).toContain(`closed=${new Date(now - MINUTE).toISOString()}|`);
  });

  test("the cancelled ones are drawn at settlement, even with a result of their own", async () => {
    for (const id of fixtures) await t.settle1x2(id, "1");
    await t.step();
    const [round] = (await overview()).past;
    expect(round!.status).toBe("settled");
    round!.fixtures.forEach((fixture, index) => {
      if (index === 8 || index === 9) {
        expect(fixture.result).toEqual({
          outcome: drawCancelled(round!.server_seed!, round!.entropy!, index, fixture.weights!),
          drawn: true,
        });
      } else expect(fixture.result).toEqual({ outcome: "1", drawn: false });
    });
  });
});
