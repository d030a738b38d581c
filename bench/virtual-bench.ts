import { type FloatSource, Xoshiro128 } from "@platform/fair";
import { nodeFairFloats } from "@platform/fair/node";
import {
  cardStrengths,
  closeEntropy,
  drawScore,
  fairEventFloats,
  MATCH_DAYS_PER_SEASON,
  matchDayFixtures,
  matchDayTables,
  orderTable,
  playMatchDay,
  priceRace,
  priceVirtualMatch,
  raceCard,
  raceTimeline,
  VIRTUAL_LEAGUE,
} from "@platform/sports";

/**
 * Virtual sports' engine (issue 20; run by bench/virtual.mjs, bundled): match days (8 matches) and
 * races played per second on one core, by what feeds the draw:
 * - xoshiro floats: the engine alone (score, goal seconds, cards), what a big simulation runs;
 * - fair (`fairEventFloats`): the server's fair draw, about two HMAC blocks a match, the key and the
 *   entropy hashed once a match day (packages/fair prefixed-hmac.ts), the matches' first two blocks
 *   hashed four at a time in WebAssembly SIMD lanes (decision 051);
 * - the same floats without the batches, each block hashed in plain TS when first read: about what
 *   the browser's verifier runs (it keeps off WebAssembly; here the key's pads and the entropy's
 *   blocks still take a SIMD lane, once a match day), and a lone race;
 * - node:crypto HMAC: the same floats through `nodeFairFloats`, which rehashes them for every block;
 * and match days priced per second (8 score tables and their markets), done once per match day.
 * Rates are per CPU second of this process (process.cpuUsage), so a busy machine shows the engine's
 * speed rather than its share of the cores; the wall-clock rate is printed beside it. The fair rows
 * use an entropy line of the server's length (~200 bytes, with a beacon): its length sets how many
 * SHA-256 blocks each HMAC reads.
 */

const ENTROPY = closeEntropy({
  closedAt: "2026-11-27T16:30:00Z",
  acceptedBetIds: ["bet-1", "bet-2"],
  beacon: { source: "drand-quicknet", round: 1_234_567, randomness: "ab".repeat(32) },
});

interface Figure {
  what: string;
  perCpuSecond: number;
  perWallSecond: number;
  count: number;
}

function timed(what: string, ms: number, run: (count: number) => void): Figure {
  run(2_000); // warm up the JIT
  let count = 0;
  let batch = 1_000;
  const cpu = process.cpuUsage();
  const start = performance.now();
  while (performance.now() - start < ms) {
    run(batch);
    count += batch;
    batch = Math.min(batch * 2, 200_000);
  }
  const wall = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  return {
    what,
    perCpuSecond: Math.round(count / cpuSeconds),
    perWallSecond: Math.round(count / wall),
    count,
  };
}

export function benchVirtual(ms = 2_000): Figure[] {
  const days = Array.from({ length: MATCH_DAYS_PER_SEASON }, (_, day) =>
    matchDayFixtures(VIRTUAL_LEAGUE, 0, day),
  );
  const tables = days.map((fixtures) => matchDayTables(fixtures));
  const rng = new Xoshiro128(20);
  const shared = (): FloatSource => rng;
  let sink = 0;
  let day = 0;
  const figures: Figure[] = [];

  figures.push(
    timed("match days, final scores only (xoshiro floats)", ms, (count) => {
      for (let i = 0; i < count; i++) {
        const dayTables = tables[day++ % MATCH_DAYS_PER_SEASON]!;
        for (const table of dayTables) sink += drawScore(table, rng).home;
      }
    }),
  );
  figures.push(
    timed("match days, whole timelines (xoshiro floats)", ms, (count) => {
      for (let i = 0; i < count; i++) {
        const d = day++ % MATCH_DAYS_PER_SEASON;
        sink += playMatchDay(days[d]!, shared, tables[d])[0]!.events.length;
      }
    }),
  );
  let nonce = 0;
  figures.push(
    timed("match days, whole timelines (fair: HMAC in WebAssembly SIMD lanes, the server's)", ms, (count) => {
      for (let i = 0; i < count; i++) {
        const d = day++ % MATCH_DAYS_PER_SEASON;
        sink += playMatchDay(days[d]!, fairEventFloats(`bench-seed-${nonce++}`, ENTROPY), tables[d])[0]!
          .events.length;
      }
    }),
  );
  figures.push(
    timed("match days, whole timelines (fair: plain-TS HMAC only, the browser verifier's)", ms, (count) => {
      for (let i = 0; i < count; i++) {
        const d = day++ % MATCH_DAYS_PER_SEASON;
        const floatsFor = fairEventFloats(`bench-seed-${nonce++}`, ENTROPY);
        // Without `prefetch` each block is hashed alone, when a match first reads it.
        sink += playMatchDay(days[d]!, (index) => floatsFor(index), tables[d])[0]!.events.length;
      }
    }),
  );
  figures.push(
    timed("match days, whole timelines (fair: node:crypto HMAC)", ms, (count) => {
      for (let i = 0; i < count; i++) {
        const d = day++ % MATCH_DAYS_PER_SEASON;
        const serverSeed = `bench-seed-${nonce++}`;
        sink += playMatchDay(
          days[d]!,
          (index) => nodeFairFloats({ serverSeed, clientSeed: ENTROPY, nonce: index }),
          tables[d],
        )[0]!.events.length;
      }
    }),
  );
  figures.push(
    timed("match days priced (8 score tables + 4 markets each)", ms, (count) => {
      for (let i = 0; i < count; i++) {
        const fixtures = days[day++ % MATCH_DAYS_PER_SEASON]!;
        for (const table of matchDayTables(fixtures)) sink += priceVirtualMatch(table).length;
      }
    }),
  );

  const card = raceCard(7);
  const order = orderTable(cardStrengths(card));
  figures.push(
    timed("races (xoshiro floats)", ms, (count) => {
      for (let i = 0; i < count; i++) sink += raceTimeline(order, rng).order[0]!;
    }),
  );
  figures.push(
    timed("races (fair: plain-TS HMAC, the server's)", ms, (count) => {
      for (let i = 0; i < count; i++)
        sink += raceTimeline(order, fairEventFloats(`race-${nonce++}`, ENTROPY)(0)).order[0]!;
    }),
  );
  figures.push(
    timed("races (fair: node:crypto HMAC)", ms, (count) => {
      for (let i = 0; i < count; i++)
        sink += raceTimeline(
          order,
          nodeFairFloats({ serverSeed: `race-${nonce++}`, clientSeed: ENTROPY, nonce: 0 }),
        ).order[0]!;
    }),
  );
  figures.push(
    timed("race cards priced (720 orders, 4 markets)", ms, (count) => {
      for (let i = 0; i < count; i++) sink += priceRace(orderTable(cardStrengths(raceCard(i)))).length;
    }),
  );
  if (sink === Number.NEGATIVE_INFINITY) console.log(sink); // keeps the work observable
  return figures;
}
