import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { bundleNode } from "../scripts/esbuild-node.mjs";

/** The PostgreSQL to measure on: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one if it answers. */
export async function postgresUrl() {
  const url =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/test";
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

/** pgbench -N (no updates of the small tables) on a scratch database of the same server: the ceiling. */
function pgbench(serverUrl, clients, seconds) {
  const url = new URL(serverUrl);
  const args = [
    "-h",
    url.hostname,
    "-p",
    url.port || "5432",
    "-U",
    decodeURIComponent(url.username || "postgres"),
  ];
  const run = (command, extra) =>
    execFileSync(command, [...args, ...extra], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  try {
    run("dropdb", ["--if-exists", "bench_pgbench"]);
    run("createdb", ["bench_pgbench"]);
    run("pgbench", ["-i", "-q", "-s", "10", "bench_pgbench"]);
    const output = run("pgbench", [
      "-N",
      "-n",
      "-c",
      String(clients),
      "-j",
      "2",
      "-T",
      String(seconds),
      "bench_pgbench",
    ]);
    const tps = /tps = ([\d.]+)/.exec(output)?.[1];
    return tps ? Math.round(Number(tps)) : undefined;
  } catch (error) {
    console.log(`pgbench could not run: ${error instanceof Error ? error.message.split("\n")[0] : error}`);
    return undefined;
  } finally {
    try {
      run("dropdb", ["--if-exists", "bench_pgbench"]);
    } catch {
      // best effort
    }
  }
}

/** Ledger transfers per second beside pgbench -N, with the ratio. */
export async function benchLedgerFigures(durationMs = 10_000) {
  // Inside the repository, so the bundle's packages resolve from node_modules.
  const dir = mkdtempSync(path.join("dist", "bench-"));
  try {
    const outfile = path.resolve(dir, "ledger-bench.mjs");
    await bundleNode("bench/ledger-bench.ts", outfile);
    const { benchLedger } = await import(outfile);
    const url = await postgresUrl();
    const figures = await benchLedger({ postgresUrl: url, durationMs });
    console.log(
      "Ledger transfers (deposit shape: clearing account → player cash, one database transaction each):",
    );
    console.table(figures);
    if (url) {
      const ceiling = pgbench(url, 16, Math.round(durationMs / 1000));
      if (ceiling) {
        const best = Math.max(
          ...figures.filter((figure) => figure.store === "PostgreSQL").map((figure) => figure.perSecond),
        );
        console.log(
          `pgbench -N, 16 clients, same server: ${ceiling} tps; ledger (1000 players) / pgbench = ${Math.round((best / ceiling) * 100)} %`,
        );
      }
    } else {
      console.log("No PostgreSQL reachable: set BENCH_DATABASE_URL to measure it.");
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  await benchLedgerFigures(Number(process.env.BENCH_SECONDS ?? 10) * 1000);
