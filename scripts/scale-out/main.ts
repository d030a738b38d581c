import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startScaleOut } from "./deployment.ts";

/*
 * `node scripts/scale-out.mjs`: two platform nodes and two aggregator nodes on this machine's
 * PostgreSQL and Redis, behind a round-robin balancer on one port (docs/decisions/043-scale-out.md).
 * Runs until Ctrl-C; a node killed meanwhile is started again after a few seconds.
 */

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.SCALE_OUT_PORT ?? "3300" },
    platform: { type: "string", default: "2" },
    aggregators: { type: "string", default: "2" },
    fresh: { type: "boolean", default: false },
    drop: { type: "boolean", default: false },
    "no-respawn": { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});

if (values.help) {
  console.log(`node scripts/scale-out.mjs [--port 3300] [--platform 2] [--aggregators 2] [--fresh] [--drop] [--no-respawn]

  --fresh        drop the two databases first
  --drop         drop them when stopped
  --no-respawn   leave a killed node dead (the balancer routes around it)

  SCALE_OUT_DATABASE_URL  a PostgreSQL database to reach the server (postgres://postgres@127.0.0.1:5432/postgres)
  SCALE_OUT_DATABASES     the platform's and the aggregator's database names (scaleout_platform,scaleout_games)
  REDIS_URL               redis://127.0.0.1:6379
  AUTH_SECRET, GAMES_WALLET_KEY, SANDBOX_PAY_SECRET_KEY, SANDBOX_PAY_WEBHOOK_SECRET: shared by every node
                          (drawn for this run when unset)`);
  process.exit(0);
}

const count = (text: string, what: string) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 8) throw new Error(`--${what} takes 1 to 8`);
  return value;
};
const [platformDb = "scaleout_platform", gamesDb = "scaleout_games"] = (process.env.SCALE_OUT_DATABASES ?? "")
  .split(",")
  .filter(Boolean);
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error("--port takes a port number");
// dist/scale-out/main.js, two levels below the repository root.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

const deployment = await startScaleOut({
  root,
  port,
  postgresUrl: process.env.SCALE_OUT_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
  platformNodes: count(values.platform, "platform"),
  aggregatorNodes: count(values.aggregators, "aggregators"),
  databases: { platform: platformDb, games: gamesDb },
  fresh: values.fresh,
  respawn: !values["no-respawn"],
  log: (line) => console.log(line),
}).catch((error: unknown) => {
  // The nodes started so far are stopped already; say why in one line, not a stack.
  console.error(`Scale-out did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

console.log(`
Scale-out: ${deployment.nodes.length} nodes behind http://localhost:${port} (round robin, no sticky sessions).
  http://localhost:${port}/            drc-online      http://base2.localhost:${port}/  base2 theme
  http://localhost:${port}/api/docs    API reference   http://localhost:${port}/aggregator/docs  aggregator reference
Nodes (kill -9 <pid> to see a node fail over; it is started again after 3 s${values["no-respawn"] ? ": off" : ""}):`);
for (const node of deployment.nodes)
  console.log(`  ${node.name.padEnd(13)} ${node.origin}  pid ${node.process.pid}`);
console.log("Ctrl-C stops them all.\n");

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log("Stopping the nodes…");
  await deployment.stop({ dropDatabases: values.drop });
  process.exit(0);
};
process.once("SIGINT", () => void shutdown());
process.once("SIGTERM", () => void shutdown());
