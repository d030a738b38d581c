import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sportsBets } from "../../db/schema.ts";
import { GamesError } from "../../http/http-error.ts";
import { call } from "../../test/games-test-app.ts";
import { Admission } from "./placement-admission.ts";
import { type BettingTestKit, createBettingTestKit, EVENT_A, pick } from "./test/betting-test-kit.ts";

/*
 * Overload (issue 19): a node places a bounded number of slips at once; the excess waits briefly,
 * then is turned away quickly with 503 RS_ERROR_BUSY and nothing placed, instead of every bet
 * slowing down past the wallet's timeout and ending unconfirmed.
 */

/** A piece of work that runs until released. */
function gate() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = false;
  return {
    work: async () => {
      started = true;
      await released;
      return "done";
    },
    release: () => release(),
    started: () => started,
  };
}

const isBusy = (error: unknown) => error instanceof GamesError && error.code === "RS_ERROR_BUSY";

describe("admission", () => {
  test("up to the limit run; the next waits for a turn; beyond the queue one is refused at once", async () => {
    const admission = new Admission({ limit: 2, queue: 1, waitMs: 5_000 });
    const [a, b, c] = [gate(), gate(), gate()];
    const running = [admission.run(a.work), admission.run(b.work)];
    const waiting = admission.run(c.work);
    await expect(admission.run(async () => "never")).rejects.toSatisfy(isBusy);
    await Promise.resolve();
    expect([a.started(), b.started(), c.started()]).toEqual([true, true, false]);
    a.release();
    await running[0];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(c.started()).toBe(true);
    b.release();
    c.release();
    expect(await Promise.all([running[1], waiting])).toEqual(["done", "done"]);
    // Every turn given back: two run at once again.
    const [d, e] = [gate(), gate()];
    const again = [admission.run(d.work), admission.run(e.work)];
    await Promise.resolve();
    expect([d.started(), e.started()]).toEqual([true, true]);
    d.release();
    e.release();
    await Promise.all(again);
  });

  test("a slip that waited too long is refused and never runs; its place in the queue is freed", async () => {
    const admission = new Admission({ limit: 1, queue: 1, waitMs: 20 });
    const long = gate();
    const running = admission.run(long.work);
    let ran = false;
    await expect(
      admission.run(async () => {
        ran = true;
      }),
    ).rejects.toSatisfy(isBusy);
    expect(ran).toBe(false);
    // The queue has room again: this one waits and runs once the turn is free.
    const next = admission.run(async () => "next");
    long.release();
    await running;
    expect(await next).toBe("next");
  });
});

describe("placements beyond the limit", () => {
  let t: BettingTestKit;
  let app: FastifyInstance;
  const LIMIT = 2;
  beforeAll(async () => {
    t = await createBettingTestKit();
    app = await t.app({ admission: { limit: LIMIT, queue: 0, waitMs: 0 } });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  test("the admitted bets are placed; the rest get 503 with Retry-After, no money moves and no bet is left placing", async () => {
    // In play: each admitted bet is held for the live delay, its turn taken meanwhile. (Pre-match,
    // an in-memory database and wallet place a bet without yielding to the next request.)
    await t.event(EVENT_A, { home: 2_000 }, "live");
    const player = await t.player();
    const slips = 10;
    const answers = await Promise.all(
      Array.from({ length: slips }, (_, n) =>
        call<{ code?: string; data?: { bets: { state: string; request_id: string }[] } }>(
          app,
          "POST",
          `/aggregator/v1/sports/sessions/${player.session.id}/bets`,
          {
            token: player.token,
            body: {
              request_id: `overload-${n}`,
              selections: [pick(EVENT_A, "1", 2_000)],
              bet_type: "single",
              unit_stake: 1_000,
              price_change: "any",
            },
          },
        ),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(placed.length).toBeGreaterThanOrEqual(LIMIT);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of placed) expect(answer.body.data!.bets[0]!.state).toBe("open");
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe("RS_ERROR_BUSY");
      expect(answer.headers["retry-after"]).toBe("1");
    }

    const rows = await t.feed.testDb.db
      .select()
      .from(sportsBets)
      .where(eq(sportsBets.sessionId, player.session.id));
    expect(rows.map((row) => row.state)).toEqual(placed.map(() => "open"));
    expect(rows.map((row) => row.requestId).sort()).toEqual(
      placed.map((answer) => answer.body.data!.bets[0]!.request_id).sort(),
    );
    expect(t.wallet.callsOf("bet")).toHaveLength(placed.length);
    expect(player.balance()).toBe(1_000_000 - 1_000 * placed.length);
  });
});
