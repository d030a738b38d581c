import { closeEntropy } from "@platform/sports";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sportsJackpotRounds, sportsJackpotTickets } from "../db/schema.ts";
import { drandBeacon } from "../virtual/drand/drand-beacon.ts";
import { quicknetRoundTime } from "../virtual/drand/quicknet.ts";
import { recorded, sha256Hex, startRelay, type TestRelay } from "../virtual/drand/test-relays.ts";
import { drawCancelled } from "./cancelled-draw.ts";
import { insertBulkTickets } from "./test/bulk-tickets.ts";
import { createJackpotTestKit, type JackpotTestKit, LEAD_MS } from "./test/jackpot-test-kit.ts";

/*
 * drand in the close's entropy (docs/decisions/050-sports-jackpot.md, decision 049's beacon): the
 * close fixes quicknet's first round after the close time without asking anyone; the job fetches it
 * once it is out, refuses a forgery (the round stays closed, settlement waits), takes the verified
 * round from a relay serving the real recorded rounds, and the entropy ends with
 * `beacon=drand-quicknet:<round>:<randomness>`, from which the cancelled match is drawn.
 */

const ROUND = 30_662_982;
/** The first kick-off a second before ROUND is published: ROUND is the first one after the close. */
const CLOSE = new Date(quicknetRoundTime(ROUND).getTime() - 1_000);
let t: JackpotTestKit;
let relay: TestRelay;
let honest = false;

beforeAll(async () => {
  const stolen = recorded(30_662_990).signature;
  relay = await startRelay((round) => {
    if (honest) return { status: 200, body: recorded(round) };
    // Another round's genuine signature relabelled, its hash consistent: only BLS tells.
    return { status: 200, body: { round, signature: stolen, randomness: sha256Hex(stolen) } };
  });
  t = await createJackpotTestKit({
    beacon: drandBeacon({ urls: [relay.url], retryMs: 20, maxRetryMs: 40, giveUpAfterMs: 300 }),
    beaconWaitMs: 5_000,
  });
  t.feed.clock.current = new Date(CLOSE.getTime() - LEAD_MS - 60 * 60_000);
}, 60_000);
afterAll(async () => {
  await t.close();
  await relay.close();
});

const rounds = () => t.feed.testDb.db.select().from(sportsJackpotRounds);

describe("drand quicknet in the close", () => {
  let fixtures: string[];

  test("the close fixes the first round after it, asking no relay; the entropy waits for it", async () => {
    fixtures = await t.fixtures(13);
    await t.step();
    const [open] = await rounds();
    expect(open!.closesAt).toEqual(CLOSE);
    await insertBulkTickets(t.feed.testDb.db, {
      roundId: open!.id,
      count: 3,
      operators: [{ id: "alpha", currency: "KES", linePrice: 5_000 }],
      now: t.feed.clock.now(),
    });
    t.feed.clock.current = CLOSE;
    await t.step();
    const [closed] = await rounds();
    expect(closed).toMatchObject({ status: "closed", beaconRound: ROUND, entropy: null });
    expect(closed!.drawWeights).toHaveLength(13);
    expect(relay.asked).toEqual([]);
  });

  test("a forged round is refused: no entropy, no settlement, however complete the results", async () => {
    for (const [index, id] of fixtures.entries()) {
      if (index === 2) await t.cancel(id);
      else await t.settle1x2(id, "1");
    }
    t.feed.clock.current = new Date(quicknetRoundTime(ROUND).getTime() + 1_000);
    await t.step();
    const [round] = await rounds();
    expect(round).toMatchObject({ status: "closed", entropy: null });
    expect(relay.asked.length).toBeGreaterThan(0);
    expect(relay.asked.every((asked) => asked === ROUND)).toBe(true);
  });

  test("the verified round's randomness ends the entropy; the round settles drawn from it", async () => {
    honest = true;
    await t.step();
    const [round] = await rounds();
    const ids = (await t.feed.testDb.db.select().from(sportsJackpotTickets)).map((ticket) => ticket.id);
    const { randomness } = recorded(ROUND);
    expect(round!.entropy).toBe(
      closeEntropy({
        closedAt: CLOSE.toISOString(),
        acceptedBetIds: ids,
        beacon: { source: "drand-quicknet", round: ROUND, randomness },
      }),
    );
    expect(round!.entropy).toMatch(new RegExp(`\\|beacon=drand-quicknet:${ROUND}:${randomness}$`));
    expect(round!.status).toBe("settled");
    expect(round!.results![2]).toEqual({
      outcome: drawCancelled(round!.serverSeed, round!.entropy!, 2, round!.drawWeights![2]!),
      drawn: true,
    });
  });
});
