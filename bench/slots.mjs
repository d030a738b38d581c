import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { bundleNode } from "../scripts/esbuild-node.mjs";

/**
 * The slot math engine (issue 8): rounds per second per core for each game, and a simulation of
 * BENCH_SPINS rounds per game (default 10^8) across the cores, printed beside the exact RTP with its
 * standard error. The simulation draws floats from xoshiro128** (the math is under test here; the HMAC
 * stream's randomness is the statistical tests' job). Figures only.
 */
export async function benchSlotFigures({
  rounds = Number(process.env.BENCH_SPINS ?? 1e8),
  throughputMs = Number(process.env.BENCH_SLOT_MS ?? 1500),
} = {}) {
  const dir = mkdtempSync(path.join("dist", "bench-"));
  try {
    const outfile = path.resolve(dir, "slots-bench.mjs");
    await bundleNode("bench/slots-bench.ts", outfile);
    const bench = await import(outfile);

    console.log(
      "\nSlot math engine, rounds per second on one core (a round = the paid spin and its free spins):",
    );
    console.table(
      bench.slugs.map((slug) => {
        const { sink: _, ...figures } = bench.throughput(slug, throughputMs);
        return figures;
      }),
    );

    const workers = Math.max(1, availableParallelism());
    console.log(`Simulated RTP, ${rounds.toExponential(0)} rounds per game on ${workers} worker threads:`);
    const rows = [];
    for (const [index, slug] of bench.slugs.entries()) {
      const started = performance.now();
      const shares = Array.from(
        { length: workers },
        (_, w) => Math.floor(rounds / workers) + (w < rounds % workers ? 1 : 0),
      );
      const parts = await Promise.all(
        shares.map((share, w) => simulateInWorker(outfile, slug, share, (index + 1) * 1000 + w)),
      );
      const sums = parts.reduce((a, b) => ({
        rounds: a.rounds + b.rounds,
        win: a.win + b.win,
        square: a.square + b.square,
        hits: a.hits + b.hits,
        max: Math.max(a.max, b.max),
      }));
      const { rtpPercent, betUnit } = bench.exactOf(slug);
      const mean = sums.win / sums.rounds / betUnit;
      const deviation = Math.sqrt(sums.square / sums.rounds / betUnit ** 2 - mean * mean);
      const standardError = (100 * deviation) / Math.sqrt(sums.rounds);
      const difference = mean * 100 - Number(rtpPercent);
      rows.push({
        game: slug,
        rounds: sums.rounds,
        "simulated RTP %": +(mean * 100).toFixed(4),
        "exact RTP %": Number(rtpPercent),
        "difference (pp)": +difference.toFixed(4),
        "standard error (pp)": +standardError.toFixed(4),
        "difference / SE": +(difference / standardError).toFixed(2),
        "SD × stake": +deviation.toFixed(3),
        "hit frequency %": +((100 * sums.hits) / sums.rounds).toFixed(2),
        "largest round × stake": +(sums.max / betUnit).toFixed(2),
        seconds: +((performance.now() - started) / 1000).toFixed(1),
      });
    }
    console.table(rows);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function simulateInWorker(file, slug, rounds, seed) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData: { job: "slots-simulate", slug, rounds, seed } });
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`slot simulation worker exited with ${code}`));
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSlotFigures();
