import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import pg from "pg";
import { createDatabase, type DatabaseHandle } from "../db/create-database.ts";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const migrations = path.join(root, "apps/api/drizzle");

/**
 * A test process's entry (a file of this folder) bundled for plain Node (our packages inlined, the
 * rest resolved from the repository's node_modules, so the bundle lives below it).
 */
export async function bundleTestProcess(entry: string): Promise<string> {
  const name = path.basename(entry, ".ts");
  const folder = path.join(root, "node_modules/.cache", name);
  mkdirSync(folder, { recursive: true });
  const outfile = path.join(folder, `${name}-${process.pid}.mjs`);
  await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
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

/** crash-server.ts bundled for plain Node. */
export function bundleCrashServer(): Promise<string> {
  return bundleTestProcess("./crash-server.ts");
}

/** Where the crashing process keeps its data: a PGlite folder, or a PostgreSQL database. */
export interface CrashStore {
  env: Record<string, string>;
  /** Opens the store in this process (the server must have stopped: PGlite has one owner). */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

export async function crashStore(): Promise<CrashStore> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "crash-pglite-"));
    return {
      env: { CRASH_DATA_DIR: dataDir, CRASH_MIGRATIONS: migrations },
      open: () => createDatabase({ dataDir }),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `crash_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { CRASH_DATABASE_URL: url.toString(), CRASH_MIGRATIONS: migrations },
    open: () => createDatabase({ url: url.toString() }),
    dispose: () => admin(`drop database if exists ${name} with (force)`),
  };
}

export interface RunningServer {
  process: ChildProcess;
  origin: string;
}

/**
 * Starts a bundled test process and resolves once its stdout so far satisfies `ready`; rejects if
 * it exits before, with what it wrote to stderr.
 */
export function spawnTestProcess(
  bundle: string,
  env: Record<string, string>,
  ready: (output: string) => boolean,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [bundle], {
    env: { ...process.env, ...env, NODE_ENV: "test" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (ready(output)) resolve({ child, output: () => output });
    });
    child.once("exit", (code) =>
      reject(new Error(`${path.basename(bundle)} exited (${code}) before it was ready:\n${errors}`)),
    );
  });
}

/** Starts the bundled server and waits for its "READY <port>" line. */
export async function startCrashServer(bundle: string, env: Record<string, string>): Promise<RunningServer> {
  const { child, output } = await spawnTestProcess(bundle, env, (text) => /READY \d+/.test(text));
  const port = /READY (\d+)/.exec(output())?.[1];
  return { process: child, origin: `http://127.0.0.1:${port}` };
}

/** SIGTERM and wait: the server closes its store cleanly. */
export function stopCrashServer(server: RunningServer): Promise<void> {
  return new Promise((resolve) => {
    if (server.process.exitCode !== null) return resolve();
    server.process.once("exit", () => resolve());
    server.process.kill("SIGTERM");
  });
}

/** SIGKILL: no handler runs, no connection is closed, nothing is flushed. */
export function killTestProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

export function killCrashServer(server: RunningServer): Promise<void> {
  return killTestProcess(server.process);
}
