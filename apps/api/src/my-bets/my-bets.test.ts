import { type MyBet, type MyBetsQuery, myBetsQuerySchema } from "@platform/contracts";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { MyBetsSource, PlayedGame } from "../products/product.ts";
import type { Site } from "../sites/site-repository.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-db.ts";
import { myBetsOf, playedGamesOf } from "./my-bets.ts";

/*
 * The platform's paging of my bets over the products' sources, with sources of made-up bets (a
 * VALUES list in SQL): the UNION runs on the test database, PGlite or PostgreSQL.
 */

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const site = {} as Site;
const query = (fields: Partial<MyBetsQuery> = {}) => myBetsQuerySchema.parse(fields);

interface Fake {
  source: MyBetsSource;
  /** What the paging asked of the source, in order. */
  calls: string[];
}

/** A source of the bets given (id, placed at), holding the tab named (and "all"). */
function fakeSource(
  kind: string,
  tab: MyBetsQuery["tab"],
  bets: [id: number, placedAt: string][],
  games: PlayedGame[] = [],
): Fake {
  const calls: string[] = [];
  const bet = ([id, placedAt]: [number, string]): MyBet => ({
    bet_id: `${kind}-${id}`,
    game: { slug: kind, name: kind },
    product: "casino",
    status: "open",
    stake: "1.00",
    win: "0.00",
    stake_cash: "1.00",
    stake_promo: "0.00",
    placed_at: new Date(placedAt).toISOString(),
    settled_at: null,
  });
  const newestFirst = [...bets].sort(([a, at], [b, bt]) => bt.localeCompare(at) || b - a);
  const source: MyBetsSource = {
    kind,
    filter: (_site, _userId, q) => (q.tab && q.tab !== "all" && q.tab !== tab ? null : sql`true`),
    keys(where: SQL) {
      calls.push("keys");
      const rows = sql.join(
        bets.map(([id, placedAt]) => sql`(${id}::bigint, ${placedAt}::timestamptz)`),
        sql`, `,
      );
      return sql`select ${sql.raw(`'${kind}'`)} as kind, v.id, v.placed_at
        from (values ${rows}) as v(id, placed_at) where ${where}`;
    },
    async count() {
      calls.push("count");
      return bets.length;
    },
    async byIds(_db, _site, ids) {
      calls.push(`byIds ${ids.join(",")}`);
      return new Map(bets.filter(([id]) => ids.includes(id)).map((row) => [row[0], bet(row)]));
    },
    async page(_db, _site, _where, { limit, offset }) {
      calls.push(`page ${limit} ${offset}`);
      return newestFirst.slice(offset, offset + limit).map(bet);
    },
    async playedGames() {
      return games;
    },
  };
  return { source, calls };
}

const at = (second: number) => new Date(Date.UTC(2025, 0, 1, 12, 0, second)).toISOString();

describe("my bets over the products' sources", () => {
  test("all: the sources' bets interleave newest first across pages, ties by kind then newer id", async () => {
    const rounds = fakeSource("round", "casino", [
      [1, at(1)],
      [2, at(3)],
      [3, at(5)],
      [4, at(5)],
    ]);
    const tickets = fakeSource("ticket", "lotto", [
      [7, at(2)],
      [8, at(5)],
      [9, at(6)],
    ]);
    const sources = [rounds.source, tickets.source];
    const pages: string[][] = [];
    for (let page = 1; page <= 3; page++) {
      const data = await myBetsOf(t.db, sources, site, "u", query({ tab: "all", per_page: 3, page }));
      expect(data).toMatchObject({ page, per_page: 3, total: 7 });
      pages.push(data.items.map((item) => item.bet_id));
    }
    expect(pages).toEqual([
      ["ticket-9", "round-4", "round-3"],
      ["ticket-8", "round-2", "ticket-7"],
      ["round-1"],
    ]);
    // Each source read only its bets of the page.
    expect(rounds.calls.slice(0, 3)).toEqual(["keys", "count", "byIds 4,3"]);
    expect(tickets.calls.slice(0, 3)).toEqual(["keys", "count", "byIds 9"]);
    expect(rounds.calls.filter((call) => call.startsWith("page"))).toEqual([]);
  });

  test("a tab one source holds is paged by that source alone, without the UNION", async () => {
    const rounds = fakeSource("round", "casino", [
      [1, at(1)],
      [2, at(2)],
    ]);
    const tickets = fakeSource("ticket", "lotto", [
      [7, at(3)],
      [8, at(4)],
      [9, at(5)],
    ]);
    const sources = [rounds.source, tickets.source];
    const lotto = await myBetsOf(t.db, sources, site, "u", query({ tab: "lotto", per_page: 2, page: 2 }));
    expect(lotto).toMatchObject({ page: 2, per_page: 2, total: 3 });
    expect(lotto.items.map((item) => item.bet_id)).toEqual(["ticket-7"]);
    expect(tickets.calls).toEqual(["page 2 2", "count"]);
    expect(rounds.calls).toEqual([]);

    const casino = await myBetsOf(t.db, sources, site, "u", query({ tab: "casino" }));
    expect(casino.items.map((item) => item.bet_id)).toEqual(["round-2", "round-1"]);
    expect(tickets.calls).toHaveLength(2);

    const none = await myBetsOf(t.db, sources, site, "u", query({ tab: "sports", page: 3 }));
    expect(none).toEqual({ items: [], page: 3, per_page: 10, total: 0 });
    expect(await myBetsOf(t.db, [], site, "u", query())).toEqual({
      items: [],
      page: 1,
      per_page: 10,
      total: 0,
    });
  });

  test("the games played: one source's list as it is; several merged by name, a slug once", async () => {
    const lucky = { slug: "lucky5", name: "Lucky 5" };
    const sun = { slug: "savanna-sun", name: "Savanna Sun" };
    const aces = { slug: "aces", name: "Aces" };
    const rounds = fakeSource("round", "casino", [], [sun, aces]);
    const tickets = fakeSource("ticket", "lotto", [], [{ ...sun, name: "Other name" }, lucky]);
    const empty = fakeSource("other", "sports", []);
    expect(await playedGamesOf(t.db, [rounds.source, empty.source], site, "u")).toEqual([sun, aces]);
    expect(await playedGamesOf(t.db, [empty.source, tickets.source], site, "u")).toEqual([
      { ...sun, name: "Other name" },
      lucky,
    ]);
    expect(await playedGamesOf(t.db, [rounds.source, tickets.source, empty.source], site, "u")).toEqual([
      aces,
      lucky,
      sun,
    ]);
    expect(await playedGamesOf(t.db, [empty.source], site, "u")).toEqual([]);
  });
});
