import { myBetsResponseSchema } from "@platform/contracts";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { enabledGames } from "../db/schema.ts";
import {
  createGamesTestApp,
  type Gambler,
  type GamesTestApp,
  gamesSite,
  newId,
} from "../test/games-fixtures.ts";

let c: GamesTestApp;
beforeAll(async () => {
  c = await createGamesTestApp([gamesSite("games", { time_zone: "Africa/Nairobi" })]);
});
afterAll(() => c.t.close());

const DAY_MS = 86_400_000;

async function play(
  g: Gambler,
  game: string,
  stake: number,
  outcome: "win" | "lose" | "open" | "cancel",
  win = 0,
) {
  const bet = {
    token: g.token,
    transaction_id: newId("bet"),
    round_id: newId("round"),
    game,
    amount: stake,
    currency: "KES",
  };
  expect((await c.wallet("bet", bet)).statusCode).toBe(200);
  const settle = {
    token: g.token,
    round_id: bet.round_id,
    game,
    reference_transaction_id: bet.transaction_id,
  };
  if (outcome === "win" || outcome === "lose") {
    const amount = outcome === "win" ? win : 0;
    const response = await c.wallet("win", {
      ...settle,
      transaction_id: newId("win"),
      amount,
      currency: "KES",
    });
    expect(response.statusCode).toBe(200);
  }
  if (outcome === "cancel") {
    expect((await c.wallet("rollback", { ...settle, transaction_id: newId("rollback") })).statusCode).toBe(
      200,
    );
  }
  return bet.round_id;
}

const myBets = async (g: Gambler, query = "") => {
  const response = await c.call("GET", `/api/user/mybets${query}`, { site: "games", token: g.session });
  expect(response.statusCode, response.body).toBe(200);
  return myBetsResponseSchema.parse(response.json().data);
};

describe("my bets", () => {
  test("lists the player's own rounds newest first, 10 a page, with stake split, win and status", async () => {
    const g = await c.gambler({ cash: 500n, promo: 10_000n });
    const ids: string[] = [];
    for (let round = 0; round < 12; round++) {
      const outcome = round > 0 && round % 3 === 0 ? "win" : "lose";
      ids.push(await play(g, round % 2 ? "savanna-sun" : "lucky-sevens", 500, outcome, 1_250));
    }
    const first = await myBets(g);
    expect({ total: first.total, page: first.page, perPage: first.per_page }).toEqual({
      total: 12,
      page: 1,
      perPage: 10,
    });
    expect(first.items.map((item) => item.bet_id)).toEqual(ids.slice(2).reverse());
    expect((await myBets(g, "?page=2")).items.map((item) => item.bet_id)).toEqual(ids.slice(0, 2).reverse());
    // The first stake took all the cash; the later ones promo credit (their wins return to it).
    const oldest = (await myBets(g, `?bet_id=${ids[0]}`)).items[0];
    expect(oldest).toMatchObject({
      game: { slug: "lucky-sevens", name: "Lucky Sevens" },
      product: "casino",
      status: "lost",
      stake: "5.00",
      stake_cash: "5.00",
      stake_promo: "0.00",
      win: "0.00",
    });
    expect(oldest?.settled_at).not.toBeNull();
    expect((await myBets(g, `?bet_id=${ids[3]}`)).items[0]).toMatchObject({
      game: { slug: "savanna-sun", name: "Savanna Sun" },
      status: "won",
      stake_cash: "0.00",
      stake_promo: "5.00",
      win: "12.50",
    });
    expect(await c.overview(g.session)).toMatchObject({ funds_total: "0.00" });
  });

  test("the sportsbook's bets are listed under the sports tab, the games' under casino", async () => {
    // As the catalogue sync enables the sportsbook on a site that sells sports (game-catalogue.ts).
    const now = c.time.clock();
    await c.t.testDb.db
      .insert(enabledGames)
      .values({
        siteId: await c.siteId(),
        product: "sports",
        game: "sports",
        maxWinMultiplier: "5000",
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const g = await c.gambler({ cash: 100_000n });
    const slot = await play(g, "savanna-sun", 100, "lose");
    const bet = await play(g, "sports", 200, "open");
    expect((await myBets(g, "?tab=sports")).items.map((item) => [item.bet_id, item.product])).toEqual([
      [bet, "sports"],
    ]);
    expect((await myBets(g, "?tab=casino")).items.map((item) => item.bet_id)).toEqual([slot]);
    expect((await myBets(g)).total).toBe(2);
  });

  test("filters by status, game, tab and dates; another player's bet id finds nothing", async () => {
    const g = await c.gambler({ cash: 100_000n });
    const won = await play(g, "savanna-sun", 100, "win", 300);
    const lost = await play(g, "savanna-sun", 100, "lose");
    const open = await play(g, "savanna-sun", 100, "open");
    const cancelled = await play(g, "savanna-sun", 100, "cancel");
    const drums = await play(g, "ngoma-drums", 50, "lose");
    const status = async (name: string) =>
      (await myBets(g, `?game_status=${name}`)).items.map((item) => item.bet_id);
    expect(await status("won")).toEqual([won]);
    expect(await status("lost")).toEqual([drums, lost]);
    expect(await status("open")).toEqual([open]);
    expect(await status("cancelled")).toEqual([cancelled]);
    const openBet = (await myBets(g, `?bet_id=${open}`)).items[0];
    expect(openBet).toMatchObject({ status: "open", win: "0.00", settled_at: null });
    expect((await myBets(g, "?game=ngoma-drums")).items.map((item) => item.bet_id)).toEqual([drums]);
    expect((await myBets(g, "?game=savanna-sun")).total).toBe(4);
    expect((await myBets(g, "?tab=casino")).total).toBe(5);
    expect((await myBets(g, "?tab=all")).total).toBe(5);
    expect((await myBets(g, "?tab=sports")).total).toBe(0);

    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi" }).format(c.time.clock());
    const yesterday = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi" }).format(
      new Date(c.time.clock().getTime() - DAY_MS),
    );
    expect((await myBets(g, `?date_from=${today}&date_to=${today}`)).total).toBe(5);
    expect((await myBets(g, `?date_to=${yesterday}`)).total).toBe(0);
    const bad = await c.call("GET", "/api/user/mybets?game_status=pending&per_page=1000", {
      site: "games",
      token: g.session,
    });
    expect(bad.statusCode).toBe(400);

    const stranger = await c.gambler();
    expect(await myBets(stranger, `?bet_id=${won}`)).toMatchObject({ items: [], total: 0 });
    expect((await c.call("GET", "/api/user/mybets", { site: "games" })).statusCode).toBe(401);
  });

  test("the games played, and bet statuses named in the player's language", async () => {
    const g = await c.gambler({ cash: 10_000n });
    await play(g, "savanna-sun", 100, "lose");
    await play(g, "lucky-sevens", 100, "lose");
    await play(g, "savanna-sun", 100, "open");
    const games = await c.call("GET", "/api/user/game", { site: "games", token: g.session });
    expect(games.json().data).toEqual([
      { slug: "lucky-sevens", name: "Lucky Sevens" },
      { slug: "savanna-sun", name: "Savanna Sun" },
    ]);
    const statuses = await c.call("GET", "/api/user/gameStatus", {
      site: "games",
      token: g.session,
      headers: { locale: "fr" },
    });
    expect(statuses.json().data).toEqual([
      { id: "open", name: "En cours" },
      { id: "won", name: "Gagné" },
      { id: "lost", name: "Perdu" },
      { id: "cancelled", name: "Annulé" },
    ]);
    const english = await c.call("GET", "/api/user/gameStatus", { site: "games", token: g.session });
    expect(english.json().data[0]).toEqual({ id: "open", name: "Open" });
  });

  test("a name the aggregator gives is kept; history filters the player's movements by game", async () => {
    const g = await c.gambler({ cash: 10_000n });
    const bet = {
      token: g.token,
      transaction_id: newId("bet"),
      round_id: newId("round"),
      game: "book-of-ra",
      game_name: "Book of Ra™",
      amount: 100,
      currency: "KES",
    };
    expect((await c.wallet("bet", bet)).statusCode).toBe(200);
    await play(g, "savanna-sun", 200, "win", 500);
    await c.fund(g.session, "10");
    expect((await myBets(g, `?bet_id=${bet.round_id}`)).items[0]?.game).toEqual({
      slug: "book-of-ra",
      name: "Book of Ra™",
    });
    const history = async (query: string) => {
      const response = await c.call("GET", `/api/user/history${query}`, { site: "games", token: g.session });
      return response.json().data as {
        total: number;
        items: { type: string; amount: string; game_id: string | null }[];
      };
    };
    const all = await history("");
    expect(all.total).toBe(5);
    const sun = await history("?game_id=savanna-sun");
    expect(sun.items.map((item) => [item.type, item.amount, item.game_id])).toEqual([
      ["win", "5.00", "savanna-sun"],
      ["bet", "-2.00", "savanna-sun"],
    ]);
    expect((await history("?game_id=book-of-ra&transaction_description_id=bet")).total).toBe(1);
    expect((await history("?game_id=nothing")).total).toBe(0);
  });
});
