import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { createGamesDatabase, type GamesDatabaseHandle } from "../db/create-database.ts";
import { admin } from "./test-db.ts";

const root = fileURLToPath(new URL("../../../../", import.meta.url));

/** crash-server.ts bundled for plain Node: our packages inlined, the rest from node_modules. */
export async function bundleGamesCrashServer(): Promise<string> {
  const folder = path.join(root, "node_modules/.cache/games-crash-server");
  mkdirSync(folder, { recursive: true });
  const outfile = path.join(folder, `crash-server-${process.pid}.mjs`);
  await build({
    entryPoints: [fileURLToPath(new URL("./crash-server.ts", import.meta.url))],
    outfile,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    logLevel: "error",
    plugins: [
      {
        name: "external-packages",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@platform/") ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return outfile;
}

/** The aggregator's store across its restarts: a PGlite folder, or a PostgreSQL database. */
export interface GamesCrashStore {
  env: Record<string, string>;
  /** Opens it in the test process (the server must have stopped: PGlite has one owner). */
  open(): Promise<GamesDatabaseHandle>;
  dispose(): Promise<void>;
}

export async function gamesCrashStore(): Promise<GamesCrashStore> {
  const common = {
    CRASH_MIGRATIONS: path.join(root, "apps/games/drizzle"),
    CRASH_PUBLIC_DIR: path.join(root, "apps/games/public"),
  };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "games-crash-"));
    return {
      env: { ...common, CRASH_DATA_DIR: dataDir },
      open: () => createGamesDatabase({ dataDir }),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `games_crash_${randomBytes(6).toString("hex")}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { ...common, CRASH_DATABASE_URL: url.toString() },
    open: () => createGamesDatabase({ url: url.toString() }),
    dispose: () => admin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

export interface RunningAggregator {
  process: ChildProcess;
  origin: string;
  exited: Promise<number | null>;
}

/** Starts the bundled aggregator and waits for its "READY <port>" line. */
export function startAggregator(bundle: string, env: Record<string, string>): Promise<RunningAggregator> {
  const child = spawn(process.execPath, [bundle], {
    env: { ...process.env, ...env, NODE_ENV: "test" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const port = /READY (\d+)/.exec(output)?.[1];
      if (port) resolve({ process: child, origin: `http://127.0.0.1:${port}`, exited });
    });
    void exited.then((code) =>
      reject(new Error(`aggregator exited (${code}) before it was ready:\n${errors}`)),
    );
  });
}

/** SIGTERM and wait: the server closes its store cleanly. */
export async function stopAggregator(server: RunningAggregator): Promise<void> {
  if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill("SIGTERM");
  await server.exited;
}
