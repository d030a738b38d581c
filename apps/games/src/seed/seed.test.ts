import { existsSync } from "node:fs";
import path from "node:path";
import type { GameDetail, GameSession, Lobby, Round } from "@platform/contracts";
import { nodeFairFloats } from "@platform/fair/node";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildGamesApp } from "../app.ts";
import { defaultPublicDir } from "../catalogue/art.ts";
import { operators, sportsBettingRules } from "../db/schema.ts";
import { slotEngine } from "../engine.ts";
import { call, TEST_WALLET_KEY, TestClock } from "../test/games-test-app.ts";
import { createTestGamesDatabase, type TestGamesDatabase } from "../test/test-db.ts";
import { demoOperators } from "./demo-catalogue.ts";
import { seedGames } from "./seed.ts";

/* The demo catalogue on the real slot engine: every game playable, priced, illustrated, replayable. */

let testDb: TestGamesDatabase;
let app: ReturnType<typeof buildGamesApp>;
const clock = new TestClock();
type Data<T> = { status: string; data: T };

beforeAll(async () => {
  testDb = await createTestGamesDatabase();
  await seedGames(testDb.db, { engine: slotEngine });
  // Idempotent: a second run changes nothing and fails nothing.
  await seedGames(testDb.db, { engine: slotEngine });
  app = buildGamesApp({
    db: testDb.db,
    engine: slotEngine,
    walletKey: TEST_WALLET_KEY,
    walletUrl: "http://platform.test/api/wallet",
    rateLimit: false,
    clock: clock.now,
    reconcile: { start: false },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

describe("the demo catalogue", () => {
  test("one operator per demo site, in the site's currency", async () => {
    const rows = await testDb.db.select().from(operators).orderBy(operators.id);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.currency]))).toEqual({
      base2: "KES",
      base3: "UGX",
      base4: "MZN",
      "drc-online": "CDF",
      soon: "NGN",
    });
  });

  test("each operator's sportsbook payout is capped at its site's max win per bet; re-seeding keeps its own rules", async () => {
    await testDb.db
      .update(sportsBettingRules)
      .set({ rules: { min_stake: 500 } })
      .where(eq(sportsBettingRules.operatorId, "base2"));
    await seedGames(testDb.db, { engine: slotEngine });
    const rows = await testDb.db.select().from(sportsBettingRules);
    expect(Object.fromEntries(rows.map((row) => [row.operatorId, row.siteMaxWinPerBet]))).toEqual(
      Object.fromEntries(demoOperators.map((operator) => [operator.id, operator.siteMaxWinPerBet])),
    );
    expect(rows.find((row) => row.operatorId === "base2")?.rules).toEqual({ min_stake: 500 });
  });

  test("every engine game is listed, playable, with the engine's RTP, its own SVG artwork and priced stakes", async () => {
    const art = path.join(defaultPublicDir(), "art");
    for (const operator of demoOperators) {
      const lobby = (await call<Data<Lobby>>(app, "GET", `/aggregator/v1/lobby?operator=${operator.id}`)).body
        .data;
      expect(lobby.games.map((game) => game.slug).sort()).toEqual([...slotEngine.games.keys()].sort());
      expect(lobby.providers.length).toBeGreaterThan(1);
      expect(lobby.categories.map((category) => category.id).sort()).toEqual(["classic", "slots"]);
      // The operator's own featured entries all name real games.
      expect(lobby.featured).toHaveLength(operator.featured?.length ?? 0);
      for (const game of lobby.games) {
        const definition = slotEngine.games.get(game.slug)!.definition;
        expect(game).toMatchObject({ playable: true, rtp: definition.rtp, lines: definition.lines });
        expect(existsSync(path.join(art, `${game.slug}.svg`))).toBe(true);
        expect(game.art).toMatch(/\?v=[0-9a-f]{12}$/);
        const detail = (
          await call<Data<GameDetail>>(
            app,
            "GET",
            `/aggregator/v1/games/${game.slug}?operator=${operator.id}`,
          )
        ).body.data;
        expect(detail.bets.length).toBeGreaterThanOrEqual(5);
        for (const bet of detail.bets) expect(bet % definition.betUnit).toBe(0);
        expect(detail.reels).toEqual(definition.reels);
      }
    }
  });

  test("a fun round on each engine game replays exactly from its revealed seeds", async () => {
    for (const slug of slotEngine.games.keys()) {
      const session = (
        await call<Data<GameSession>>(app, "POST", "/aggregator/v1/sessions", {
          body: { operator: "base2", game: slug, token: null },
        })
      ).body.data;
      const played: Round[] = [];
      for (let index = 0; index < 3; index++) {
        const spin = await call<Data<Round>>(
          app,
          "POST",
          `/aggregator/v1/sessions/${session.session_id}/spin`,
          {
            body: { bet: session.bets[1]! },
          },
        );
        expect(spin.status).toBe(200);
        played.push(spin.body.data);
        clock.advance(2_500);
      }
      await call(app, "POST", `/aggregator/v1/sessions/${session.session_id}/seeds`, {
        body: { client_seed: "replay" },
      });
      for (const round of played) {
        const recalled = (await call<Data<Round>>(app, "GET", `/aggregator/v1/rounds/${round.round_id}`)).body
          .data;
        const replay = slotEngine.games.get(slug)!.play(
          nodeFairFloats({
            serverSeed: recalled.seeds.server_seed!,
            clientSeed: recalled.seeds.client_seed,
            nonce: recalled.seeds.nonce,
          }),
          recalled.bet,
        );
        expect(replay).toEqual(recalled.outcome);
        expect(recalled.win).toBe(replay.total_win);
      }
    }
  });
});
