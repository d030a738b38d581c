import type { VirtualFootballBoard, VirtualRacingBoard } from "@platform/contracts";
import { countStatements, type StatementCounter } from "@platform/server/testing/statement-counter";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { virtualMatchDays, virtualRaces } from "../../db/schema.ts";
import { createRaceTestKit } from "../racing/test/race-test-kit.ts";
import type { DeskTestKit } from "../test/desk-test-kit.ts";
import { createVirtualTestKit } from "../test/virtual-test-kit.ts";
import { BOARD_CACHE_MS } from "./board-cache.ts";

/*
 * The boards every page polls are read from the database once a second at most: concurrent misses
 * share one read, a read within the second is served from memory, and the first read after it sees
 * what changed. Counted in SQL statements on the table each board reads.
 */

const CONCURRENT = 100;

interface Case<Board> {
  name: string;
  table: string;
  url: string;
  kit(): Promise<DeskTestKit<unknown>>;
  /** A change a fresh board shows: the first open event's commitment. */
  change(kit: DeskTestKit<unknown>, commitment: string): Promise<void>;
  commitmentOf(board: Board): string;
}

const NEW_COMMITMENT = "c".repeat(64);

const cases: [Case<VirtualFootballBoard>, Case<VirtualRacingBoard>] = [
  {
    name: "virtual football",
    table: "virtual_match_days",
    url: "/aggregator/v1/virtual/football?operator=alpha",
    kit: () => createVirtualTestKit({ cadenceMs: 120_000, playMs: 60_000 }),
    async change(kit, commitment) {
      const [first] = await kit.testDb.db.select().from(virtualMatchDays).limit(1);
      await kit.testDb.db
        .update(virtualMatchDays)
        .set({ commitment })
        .where(eq(virtualMatchDays.id, first!.id));
    },
    commitmentOf: (board) => board.upcoming[0]!.commitment,
  },
  {
    name: "virtual greyhounds",
    table: "virtual_races",
    url: "/aggregator/v1/virtual/greyhounds?operator=alpha",
    kit: () => createRaceTestKit({ cadenceMs: 120_000, playMs: 30_000, ahead: 2 }),
    async change(kit, commitment) {
      await kit.testDb.db.update(virtualRaces).set({ commitment }).where(eq(virtualRaces.id, "vr-0"));
    },
    commitmentOf: (board) => board.upcoming[0]!.commitment,
  },
];

for (const c of cases as Case<unknown>[]) {
  describe(`${c.name}'s board cache`, () => {
    let kit: DeskTestKit<unknown>;
    let app: FastifyInstance;
    let counter: StatementCounter;
    beforeAll(async () => {
      kit = await c.kit();
      await kit.step();
      app = await kit.app();
      counter = countStatements(kit.testDb.handle);
    });
    afterAll(async () => {
      await app.close();
      await kit.close();
    });

    const board = async () => {
      const response = await app.inject({ method: "GET", url: c.url });
      expect(response.statusCode, response.body).toBe(200);
      return (JSON.parse(response.body) as { data: unknown }).data;
    };
    const reads = () => counter.statements.filter((text) => text.includes(`"${c.table}"`)).length;

    test(`${CONCURRENT} concurrent reads make the reads of one`, async () => {
      // One read alone, after warming the operator's cache: what a board costs.
      await board();
      kit.clock.advance(BOARD_CACHE_MS);
      counter.reset();
      await board();
      const one = reads();
      expect(one).toBeGreaterThan(0);

      kit.clock.advance(BOARD_CACHE_MS);
      counter.reset();
      const answers = await Promise.all(Array.from({ length: CONCURRENT }, board));
      expect(reads()).toBe(one);
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    });

    test("a read within the second is served from memory; the first after it sees a change", async () => {
      kit.clock.advance(BOARD_CACHE_MS);
      const before = c.commitmentOf(await board());
      await c.change(kit, NEW_COMMITMENT);
      counter.reset();
      kit.clock.advance(BOARD_CACHE_MS - 1);
      expect(c.commitmentOf(await board())).toBe(before);
      expect(reads()).toBe(0);
      kit.clock.advance(1);
      expect(c.commitmentOf(await board())).toBe(NEW_COMMITMENT);
      expect(reads()).toBeGreaterThan(0);
    });
  });
}
