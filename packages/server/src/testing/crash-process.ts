import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import pg from "pg";

/*
 * The crash-test kit both apps use: a server entry bundled for plain Node, started as a child
 * process, stopped (SIGTERM) or killed (SIGKILL: no handler runs, nothing is flushed), and a store
 * that outlives its restarts (a PGlite folder, or a PostgreSQL database).
 */

const root = fileURLToPath(new URL("../../../../", import.meta.url));

/** A test process's entry bundled for Node: our packages inlined, the rest from node_modules. */
export async function bundleTestProcess(entry: URL): Promise<string> {
  const name = path.basename(fileURLToPath(entry), ".ts");
  const folder = path.join(root, "node_modules/.cache", name);
  mkdirSync(folder, { recursive: true });
  const outfile = path.join(folder, `${name}-${process.pid}.mjs`);
  await build({
    entryPoints: [fileURLToPath(entry)],
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

/** Where a crashing process keeps its data across restarts. */
export interface CrashStore<Handle> {
  env: Record<string, string>;
  /** Opens the store in this process (the server must have stopped: PGlite has one owner). */
  open(): Promise<Handle>;
  dispose(): Promise<void>;
}

export async function crashStore<Handle>(options: {
  /** Names the folder or database ("crash", "games_crash"). */
  prefix: string;
  /** Passed to the process along with CRASH_DATA_DIR or CRASH_DATABASE_URL. */
  env: Record<string, string>;
  openPglite(dataDir: string): Promise<Handle>;
  openPostgres(url: string): Promise<Handle>;
}): Promise<CrashStore<Handle>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), `${options.prefix}-`));
    return {
      env: { ...options.env, CRASH_DATA_DIR: dataDir },
      open: () => options.openPglite(dataDir),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `${options.prefix}_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { ...options.env, CRASH_DATABASE_URL: url.toString() },
    open: () => options.openPostgres(url.toString()),
    dispose: () => admin(`drop database if exists ${name} with (force)`),
  };
}

export interface RunningServer {
  process: ChildProcess;
  origin: string;
  exited: Promise<number | null>;
}

/**
 * Starts a bundled test process and resolves once its stdout so far satisfies `ready`; rejects if
 * it exits before, with what it wrote to stderr.
 */
export function spawnTestProcess(
  bundle: string,
  env: Record<string, string>,
  ready: (output: string) => boolean,
): Promise<{ child: ChildProcess; output: () => string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, [bundle], {
    env: { ...process.env, ...env, NODE_ENV: "test" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (ready(output)) resolve({ child, output: () => output, exited });
    });
    void exited.then((code) =>
      reject(new Error(`${path.basename(bundle)} exited (${code}) before it was ready:\n${errors}`)),
    );
  });
}

/** Starts a bundled server and waits for its "READY <port>" line. */
export async function startReadyServer(bundle: string, env: Record<string, string>): Promise<RunningServer> {
  const { child, output, exited } = await spawnTestProcess(bundle, env, (text) => /READY \d+/.test(text));
  const port = /READY (\d+)/.exec(output())?.[1];
  return { process: child, origin: `http://127.0.0.1:${port}`, exited };
}

/** SIGTERM and wait: the server closes its store cleanly. */
export async function stopServer(server: RunningServer): Promise<void> {
  if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill("SIGTERM");
  await server.exited;
}

/** SIGKILL: no handler runs, no connection is closed, nothing is flushed. */
export function killTestProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}
