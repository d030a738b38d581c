import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { Xoshiro128 } from "@platform/fair";
import { nodeFairFloats } from "@platform/fair/node";
import { SLOT_ENTRIES, type SlotEntry } from "@platform/slots";
import { classicExpectation, paylinesExpectation, waysExpectation } from "@platform/slots/exact";
import { type SimulationSums, simulateWithSeed } from "@platform/slots/simulation";

/**
 * The slot math engine's figures (run by bench/slots.mjs, bundled): rounds per second on one core,
 * and slices of the big RTP simulation, which run in worker threads (this same module).
 */

function entry(slug: string): SlotEntry {
  const found = SLOT_ENTRIES.find((candidate) => candidate.data.slug === slug);
  if (!found) throw new Error(`no game ${slug}`);
  return found;
}

export const slugs = SLOT_ENTRIES.map((candidate) => candidate.data.slug);

/** The exact RTP (percent, 6 decimals) and what the printout needs. */
export function exactOf(slug: string) {
  const game = entry(slug);
  const exact =
    game.engine === "paylines"
      ? paylinesExpectation(game.data)
      : game.engine === "ways"
        ? waysExpectation(game.data)
        : classicExpectation(game.data);
  const { definition } = game.game;
  return { rtpPercent: exact.rtp.toPercent(6), betUnit: definition.betUnit, lines: definition.lines };
}

/** Rounds per second for about `ms` of one core: the fast path, `play` with its outcome, `play` on HMAC floats. */
export function throughput(slug: string, ms: number) {
  const { game, data } = entry(slug);
  const bet = game.definition.betUnit;
  const timed = (run: (count: number) => void) => {
    run(20_000); // warm up the JIT
    let rounds = 0;
    const start = performance.now();
    let batch = 10_000;
    while (performance.now() - start < ms) {
      run(batch);
      rounds += batch;
      batch = Math.min(batch * 2, 1_000_000);
    }
    return Math.round(rounds / ((performance.now() - start) / 1000));
  };
  const floats = new Xoshiro128(1);
  let sink = 0;
  const simulate = timed((count) => {
    for (let i = 0; i < count; i++) sink += game.simulate(floats);
  });
  const play = timed((count) => {
    for (let i = 0; i < count; i++) sink += game.play(floats, bet).total_win;
  });
  let nonce = 0;
  const fair = timed((count) => {
    const seeds = { serverSeed: "f".repeat(64), clientSeed: "bench" };
    for (let i = 0; i < count; i++)
      sink += game.play(nodeFairFloats({ ...seeds, nonce: nonce++ }), bet).total_win;
  });
  return { game: data.slug, simulate, play, playOnHmacFloats: fair, sink };
}

export function simulateSlice(slug: string, rounds: number, seed: number): SimulationSums {
  return simulateWithSeed(entry(slug).game, rounds, seed);
}

if (!isMainThread && workerData?.job === "slots-simulate") {
  const { slug, rounds, seed } = workerData as { slug: string; rounds: number; seed: number };
  parentPort?.postMessage(simulateSlice(slug, rounds, seed));
}
