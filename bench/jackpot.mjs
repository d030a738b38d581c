import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { bundleNode } from "../scripts/esbuild-node.mjs";
import { postgresUrl } from "./ledger.mjs";

/**
 * The sports jackpot (issue 20, decision 050): the time to settle one round of 100,000 tickets
 * (BENCH_JACKPOT_TICKETS) in batches of 1,000, on PGlite and on PostgreSQL when one answers
 * (bench/jackpot-settlement.ts). Figures only.
 */
export async function benchJackpotFigures(tickets = Number(process.env.BENCH_JACKPOT_TICKETS ?? 100_000)) {
  const dir = mkdtempSync(path.join("dist", "bench-"));
  try {
    const outfile = path.resolve(dir, "jackpot-settlement.mjs");
    await bundleNode("bench/jackpot-settlement.ts", outfile);
    const { benchJackpotSettlement } = await import(outfile);
    console.log(
      `\nSettling a sports jackpot round of ${tickets.toLocaleString("en")} tickets (two operators, 1 to 6 lines each; written in bulk beforehand, not timed): (a) results, winning lines and pools in one transaction, (b) batches of 1,000 with their wins queued, (c) settled:`,
    );
    console.table(await benchJackpotSettlement({ postgresUrl: await postgresUrl(), tickets }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchJackpotFigures();
