import { buildGamesApp, createGamesDatabase, migrateGames, seedGames, slotEngine } from "@platform/games";
import { type LiveBus, MemoryBus } from "@platform/server/live";
import { preciseNow } from "./live-protocol.ts";
import { requiredEnv, serveForBench } from "./spins-child.ts";
import { BenchFeed, fixturePrices } from "./sports-messages.ts";
import type { BenchFixture, GamesReply, GamesRequest } from "./sports-protocol.ts";

/**
 * The aggregator as its own process for the sportsbook bench (bench/sports-bench.ts): on
 * PostgreSQL (GAMES_DATABASE_URL) or PGlite in memory, paying through PLATFORM_WALLET_URL over HTTP,
 * the sportsbook on (live delay 0: the placements measured are the service's own cost, not the
 * delay it waits), the live socket at /aggregator/live (the crash game's, whose round loop is not
 * started here). No desk runs: the driver asks for fixtures and for odds changes at a steady rate,
 * handed to the real feed processor, which applies them to the book and publishes each on
 * `sports:event:{id}`.
 *
 * Feed → client latency: the bus below adds `t` (when the message was handed to the processor) to
 * each market publication, as the first field, which is where bench/live-clients.ts reads it.
 */
const url = process.env.GAMES_DATABASE_URL;
const database = url
  ? await createGamesDatabase({ url, poolSize: 20 })
  : await createGamesDatabase({ dataDir: "memory://" });
await migrateGames(database, { migrationsFolder: "apps/games/drizzle" });
await seedGames(database.db, { engine: slotEngine });

/** `${event}|${sequence}` → when that message reached the processor. */
const handedAt = new Map<string, number>();

/** The memory bus, every market publication of a message the bench fed stamped with its hand-over. */
class StampingBus implements LiveBus {
  readonly #bus = new MemoryBus();

  publish(channel: string, data: unknown) {
    const publication = data as { type?: string; event?: string; sequence?: number };
    const at =
      publication.type === "markets"
        ? handedAt.get(`${publication.event}|${publication.sequence}`)
        : undefined;
    if (at === undefined) return this.#bus.publish(channel, data);
    handedAt.delete(`${publication.event}|${publication.sequence}`);
    return this.#bus.publish(channel, { t: at, ...(data as object) });
  }

  history(...args: Parameters<LiveBus["history"]>) {
    return this.#bus.history(...args);
  }

  subscribe(...args: Parameters<LiveBus["subscribe"]>) {
    return this.#bus.subscribe(...args);
  }

  close() {
    return this.#bus.close();
  }
}

const bus = new StampingBus();
const app = buildGamesApp({
  db: database.db,
  engine: slotEngine,
  walletKey: requiredEnv("GAMES_WALLET_KEY"),
  walletUrl: requiredEnv("PLATFORM_WALLET_URL"),
  rateLimit: false,
  // BENCH_SPORTS_LOG=warn (or info): the aggregator's log on stderr, to see why bets are refused.
  ...(process.env.BENCH_SPORTS_LOG ? { logger: { level: process.env.BENCH_SPORTS_LOG } } : {}),
  reconcile: { start: false },
  publicDir: "apps/games/public",
  crash: { chainLength: 100, salt: { value: "sports bench" }, chainSeed: "sports-bench", start: false, bus },
  sports: {
    feed: "simulated",
    start: false,
    bus,
    betting: { defaults: { liveDelayMs: 0 } },
  },
});

const feed = new BenchFeed();
const fixtures = new Map<string, BenchFixture>();
const reply = (message: GamesReply) => process.send?.(message);
const processor = () => {
  if (!app.sports) throw new Error("the sportsbook is off");
  return app.sports.processor;
};

async function addFixtures(count: number, prefix: string): Promise<BenchFixture[]> {
  const added: BenchFixture[] = [];
  for (let index = 0; index < count; index++) {
    const fixture = { event: `sim:match:${prefix}${index}`, prices: fixturePrices(index) };
    await processor().handle(feed.fixture(fixture.event, index));
    await processor().handle(feed.odds(fixture));
    fixtures.set(fixture.event, fixture);
    added.push(fixture);
  }
  return added;
}

/** The home price drifts by a tick each time, back and forth: every message changes the market. */
function moved(fixture: BenchFixture, step: number): BenchFixture {
  const home = fixture.prices["1"] + (step % 2 === 0 ? 10 : -10);
  return { ...fixture, prices: { ...fixture.prices, "1": home } };
}

async function feedOdds(events: string[], perSecond: number, seconds: number) {
  const started = preciseNow();
  const total = Math.round(perSecond * seconds);
  let sent = 0;
  const applied: Promise<void>[] = [];
  for (let round = 0; round < total; round++) {
    // On schedule: the processor's queue, not this loop, absorbs a slow apply.
    const due = started + (round * 1_000) / perSecond;
    const wait = due - preciseNow();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    for (const event of events) {
      const fixture = moved(fixtures.get(event)!, round);
      fixtures.set(event, fixture);
      const message = feed.odds(fixture);
      handedAt.set(`${event}|${message.sequence}`, preciseNow());
      applied.push(processor().handle(message));
      sent++;
    }
  }
  const lastSent = preciseNow();
  await Promise.all(applied);
  const done = preciseNow();
  return { messages: sent, seconds: (done - started) / 1000, lagMs: done - lastSent };
}

// serveForBench answers the driver's measure / stats messages; these are the bench's own.
process.on("message", (request: GamesRequest | { type: string }) => {
  let work: Promise<void>;
  if (request.type === "fixtures") {
    const { count, prefix } = request as GamesRequest & { type: "fixtures" };
    work = addFixtures(count, prefix).then((added) => {
      reply({ type: "fixtures", fixtures: added });
    });
  } else if (request.type === "feed") {
    const { events, perSecond, seconds } = request as GamesRequest & { type: "feed" };
    work = feedOdds(events, perSecond, seconds).then((fed) => {
      reply({ type: "fed", ...fed });
    });
  } else return;
  work.catch((error: unknown) => {
    console.error("sports bench aggregator:", error);
    process.exit(1);
  });
});
await serveForBench({ app, database, port: Number(requiredEnv("PORT")) });
