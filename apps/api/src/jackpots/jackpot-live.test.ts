import { type JackpotLive, jackpotLiveSchema, jackpotsChannel } from "@platform/contracts";
import { LiveClient, type LiveEvent, type LiveSocketConstructor } from "@platform/contracts/client";
import { afterAll, beforeAll, expect, test } from "vitest";
import { WebSocket } from "ws";
import { PLATFORM_LIVE_PATH } from "../live/platform-live.ts";
import { createGamesTestApp, type GamesTestApp, gamesSite } from "../test/games-fixtures.ts";
import { DAILY, HOURLY, openPool, poolRow, spin } from "./jackpot-fixtures.ts";
import { PUBLISH_EVERY_MS } from "./jackpot-publisher.ts";

/*
 * The pools' amounts on the platform's WebSocket (/api/live, docs/decisions/039 and 042): a page
 * subscribes to its site's `jackpots:{site}` channel, gets the pools as a snapshot, then each
 * change as the books hold it, within a second of the round that made it.
 */

let c: GamesTestApp;
let url: string;
const clients: LiveClient[] = [];
beforeAll(async () => {
  c = await createGamesTestApp([gamesSite("games")]);
  await openPool(c, HOURLY);
  await openPool(c, DAILY);
  const address = await c.t.app.listen({ port: 0, host: "127.0.0.1" });
  c.t.app.live.attach(c.t.app.server);
  url = `${address.replace("http", "ws")}${PLATFORM_LIVE_PATH}`;
});
afterAll(async () => {
  for (const client of clients) client.close();
  await c.t.close();
});

/** A page's connection: every event of one channel, in order. */
function listen(channel: string): {
  events: LiveEvent[];
  next(match: (event: LiveEvent) => boolean): Promise<LiveEvent>;
} {
  const client = new LiveClient({
    url,
    WebSocket: WebSocket as unknown as LiveSocketConstructor,
    pingIntervalMs: 0,
  });
  clients.push(client);
  const events: LiveEvent[] = [];
  const waiting: { match: (event: LiveEvent) => boolean; resolve: (event: LiveEvent) => void }[] = [];
  client.subscribe(channel, (event) => {
    events.push(event);
    for (const wait of [...waiting]) {
      if (!wait.match(event)) continue;
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve(event);
    }
  });
  return {
    events,
    next: (match) =>
      new Promise((resolve) => {
        const seen = events.find(match);
        if (seen) resolve(seen);
        else waiting.push({ match, resolve });
      }),
  };
}

const hourlyOf = (state: JackpotLive) => state.pools.find((pool) => pool.slug === "hourly");

test("a page gets the site's pools, then each round's share within a second", async () => {
  const page = listen(jackpotsChannel("games"));
  const subscribed = await page.next((event) => event.type === "subscribed");
  if (subscribed.type !== "subscribed") throw new Error("not subscribed");
  const snapshot = jackpotLiveSchema.parse(subscribed.snapshot);
  expect(snapshot.pools.map((pool) => pool.slug)).toEqual(["hourly", "daily"]);
  expect(hourlyOf(snapshot)?.amount).toBe("500.00");

  const g = await c.gambler({ cash: 1_000_000n });
  await spin(c, g, 10_000);
  const settledAt = Date.now();
  const published = await page.next(
    (event) =>
      event.type === "publication" && hourlyOf(jackpotLiveSchema.parse(event.data))?.amount === "501.00",
  );
  const delay = Date.now() - settledAt;
  expect(delay).toBeLessThan(1_000);
  expect(delay).toBeGreaterThanOrEqual(PUBLISH_EVERY_MS - 20);
  if (published.type !== "publication") throw new Error("not a publication");
  // The publication is the books: the pool's row, which its ledger account matches.
  expect(hourlyOf(jackpotLiveSchema.parse(published.data))?.commitment).toBe(
    (await poolRow(c, "hourly")).commitment,
  );

  // Ten rounds in a burst are one publication (at most one per 250 ms), carrying all ten.
  const before = page.events.length;
  await Promise.all(Array.from({ length: 10 }, () => spin(c, g, 10_000)));
  const burst = await page.next(
    (event) =>
      event.type === "publication" && hourlyOf(jackpotLiveSchema.parse(event.data))?.amount === "511.00",
  );
  expect(burst.type).toBe("publication");
  expect(page.events.length - before).toBeLessThanOrEqual(4);
});

test("only existing sites' jackpot channels may be held; nothing private is served", async () => {
  for (const channel of ["jackpots:nowhere", "user:someone", "crash", "jackpots"]) {
    const page = listen(channel);
    const event = await page.next((seen) => seen.type === "error" || seen.type === "subscribed");
    expect(event, channel).toMatchObject({ type: "error", code: "forbidden" });
  }
});
