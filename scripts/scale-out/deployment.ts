import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { Balancer } from "./balancer.ts";

/*
 * Several platform and aggregator nodes on this machine, as processes of the built servers, behind
 * the balancer (docs/decisions/043-scale-out.md). What they share is PostgreSQL (one database per
 * app, made here) and Redis; what each must be told alike is their secrets; everything else is a
 * node's own.
 */

export type NodeKind = "platform" | "aggregator";

export interface ScaleOutOptions {
  /** The repository root (dist/platform.js and apps/games/dist/main.js are run from there). */
  root: string;
  /** The balancer's port: players use http://localhost:<port>. */
  port: number;
  /** Any database of the PostgreSQL server; the nodes' databases are made beside it. */
  postgresUrl: string;
  redisUrl: string;
  platformNodes: number;
  aggregatorNodes: number;
  /** The two databases' names. */
  databases: { platform: string; games: string };
  /** Drop both databases first (a clean demo). */
  fresh: boolean;
  /** Start a node again, on its port, a few seconds after it died (as compose's `restart`). */
  respawn: boolean;
  /** Settings for every node (LOG_LEVEL, RATE_LIMIT…), over the defaults below. */
  env?: Record<string, string>;
  log: (line: string) => void;
}

export interface RunningNode {
  name: string;
  kind: NodeKind;
  origin: string;
  /** The current process (a new one after a respawn). */
  readonly process: ChildProcess;
}

export interface ScaleOut {
  origin: string;
  balancer: Balancer;
  nodes: RunningNode[];
  /** Stops every node (SIGTERM, SIGKILL after 10 s) and the balancer; drops the databases if asked. */
  stop(options?: { dropDatabases?: boolean }): Promise<void>;
}

const HEALTH: Record<NodeKind, string> = { platform: "/api/health", aggregator: "/aggregator/health" };
const ENTRY: Record<NodeKind, string> = {
  platform: "dist/platform.js",
  aggregator: "apps/games/dist/main.js",
};
const RESPAWN_AFTER_MS = 3_000;

/** A port free right now on 127.0.0.1 (the node takes it a moment later). */
export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const SAFE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function ensureDatabases(serverUrl: string, names: string[], fresh: boolean): Promise<void> {
  await admin(serverUrl, async (client) => {
    for (const name of names) {
      if (!SAFE_NAME.test(name)) throw new Error(`not a plain database name: ${name}`);
      if (fresh) await client.query(`drop database if exists ${name} with (force)`);
      const found = await client.query("select 1 from pg_database where datname = $1", [name]);
      if (found.rowCount === 0) await client.query(`create database ${name}`);
    }
  });
}

export async function dropDatabases(serverUrl: string, names: string[]): Promise<void> {
  await admin(serverUrl, async (client) => {
    for (const name of names) {
      if (SAFE_NAME.test(name)) await client.query(`drop database if exists ${name} with (force)`);
    }
  });
}

/**
 * What every node of the deployment must share: without them each process would make its own
 * (the demo's shortcut), and a session, an OTP, a launch token or a wallet signature made on one
 * node would be refused by the next. Taken from the environment when set, else drawn for this run.
 */
export function sharedSecrets(env: NodeJS.ProcessEnv): Record<string, string> {
  const draw = (bytes: number) => randomBytes(bytes).toString("base64url");
  return {
    AUTH_SECRET: env.AUTH_SECRET ?? draw(48),
    GAMES_WALLET_KEY: env.GAMES_WALLET_KEY ?? draw(48),
    SANDBOX_PAY_SECRET_KEY: env.SANDBOX_PAY_SECRET_KEY ?? `sk_sandbox_${draw(24)}`,
    SANDBOX_PAY_WEBHOOK_SECRET: env.SANDBOX_PAY_WEBHOOK_SECRET ?? `whsec_${draw(24)}`,
  };
}

/** Each node's settings: the shared ones, its port, its store, and the balancer as its way to the others. */
export function nodeEnv(
  kind: NodeKind,
  options: {
    port: number;
    balancer: string;
    balancerPort: number;
    databases: { platform: string; games: string };
    redisUrl: string;
    secrets: Record<string, string>;
    seed: boolean;
  },
): Record<string, string> {
  const common = {
    // The demo's production build and shortcuts (as npm start): a real deployment sets NODE_ENV
    // alone and every secret (compose.yaml).
    NODE_ENV: "production",
    DEMO_MODE: "true",
    HOST: "127.0.0.1",
    PORT: String(options.port),
    // The nodes believe X-Forwarded-* only from the balancer, on this machine's loopback.
    TRUST_PROXY: "loopback",
    REDIS_URL: options.redisUrl,
    SEED: String(options.seed),
    LOG_LEVEL: "warn",
    ...options.secrets,
  };
  if (kind === "aggregator") {
    return {
      ...common,
      GAMES_DATABASE_URL: options.databases.games,
      // Through the balancer: a platform node that dies does not strand a bet's wallet call.
      PLATFORM_WALLET_URL: `${options.balancer}/api/wallet`,
    };
  }
  return {
    ...common,
    DATABASE_URL: options.databases.platform,
    AGGREGATOR_URL: `${options.balancer}/aggregator`,
    // Links in e-mails and pages carry the balancer's port, not the node's.
    PUBLIC_PORT: String(options.balancerPort),
    // SandboxPay runs on every platform node on the shared database; it and its webhooks are
    // reached through the balancer, so any node may answer.
    SANDBOX_PAY_URL: options.balancer,
    SANDBOX_PAY_PUBLIC_URL: options.balancer,
    PAYMENT_NOTIFY_BASE_URL: options.balancer,
  };
}

/** Resolves once the node's health path answers 200; rejects if the process ends first or 120 s pass. */
async function healthy(child: ChildProcess, origin: string, healthPath: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    }
    try {
      const response = await fetch(`${origin}${healthPath}`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("did not answer its health check within 120 s");
}

/** Each line a node prints, prefixed with its name. */
function relay(child: ChildProcess, name: string, log: (line: string) => void): void {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream?.on("data", (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) log(`[${name}] ${line}`);
    });
  }
}

class Node implements RunningNode {
  process!: ChildProcess;
  #stopping = false;
  /** Respawned only once it has served: a node that cannot start stops the deployment instead. */
  #served = false;

  constructor(
    readonly name: string,
    readonly kind: NodeKind,
    readonly origin: string,
    private readonly env: Record<string, string>,
    private readonly options: Pick<ScaleOutOptions, "root" | "respawn" | "log">,
  ) {}

  async start(): Promise<void> {
    const child = spawn(process.execPath, ["--enable-source-maps", ENTRY[this.kind]], {
      cwd: this.options.root,
      env: { ...process.env, ...this.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.process = child;
    relay(child, this.name, this.options.log);
    child.once("exit", (code, signal) => {
      if (this.#stopping || !this.#served) return;
      const how = signal ?? `code ${code}`;
      if (!this.options.respawn) return this.options.log(`${this.name} (pid ${child.pid}) exited (${how})`);
      this.options.log(
        `${this.name} (pid ${child.pid}) exited (${how}); starting it again in ${RESPAWN_AFTER_MS / 1000} s`,
      );
      setTimeout(() => {
        if (this.#stopping) return;
        this.start().then(
          () => this.options.log(`${this.name} is back (pid ${this.process.pid})`),
          (error: unknown) => this.options.log(`${this.name} did not come back: ${String(error)}`),
        );
      }, RESPAWN_AFTER_MS);
    });
    await healthy(child, this.origin, HEALTH[this.kind]);
    this.#served = true;
  }

  /** SIGTERM to this node's process (its pid), SIGKILL if it has not ended 10 s later. */
  async stop(): Promise<void> {
    this.#stopping = true;
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

export async function startScaleOut(options: ScaleOutOptions): Promise<ScaleOut> {
  const { log } = options;
  const names = [options.databases.platform, options.databases.games];
  await ensureDatabases(options.postgresUrl, names, options.fresh);
  const databases = {
    platform: databaseUrl(options.postgresUrl, options.databases.platform),
    games: databaseUrl(options.postgresUrl, options.databases.games),
  };
  const secrets = sharedSecrets(process.env);
  const balancerOrigin = `http://127.0.0.1:${options.port}`;

  const plan: { kind: NodeKind; name: string; port: number }[] = [];
  for (let n = 1; n <= options.aggregatorNodes; n++)
    plan.push({ kind: "aggregator", name: `aggregator-${n}`, port: await freePort() });
  for (let n = 1; n <= options.platformNodes; n++)
    plan.push({ kind: "platform", name: `platform-${n}`, port: await freePort() });
  const origin = (port: number) => `http://127.0.0.1:${port}`;

  // The balancer first: an aggregator's wallet calls and a platform's aggregator calls go through it.
  const balancer = new Balancer({
    pools: [
      {
        name: "platform",
        prefix: "/",
        upstreams: plan.filter((node) => node.kind === "platform").map((node) => origin(node.port)),
        healthPath: HEALTH.platform,
      },
      {
        name: "aggregator",
        prefix: "/aggregator",
        upstreams: plan.filter((node) => node.kind === "aggregator").map((node) => origin(node.port)),
        healthPath: HEALTH.aggregator,
      },
    ],
    log: (line) => log(`[balancer] ${line}`),
  });
  await balancer.listen(options.port, "0.0.0.0");

  const nodes: Node[] = [];
  const stop: ScaleOut["stop"] = async (how = {}) => {
    await Promise.allSettled(nodes.map((node) => node.stop()));
    await balancer.close();
    if (how.dropDatabases) await dropDatabases(options.postgresUrl, names);
  };
  try {
    // Aggregators before platforms (a platform node enables the aggregator's games when it starts),
    // and one at a time: the first of each kind migrates and seeds, the others find it done.
    const seeded = new Set<NodeKind>();
    for (const step of plan) {
      const node = new Node(
        step.name,
        step.kind,
        origin(step.port),
        {
          ...nodeEnv(step.kind, {
            port: step.port,
            balancer: balancerOrigin,
            balancerPort: options.port,
            databases,
            redisUrl: options.redisUrl,
            secrets,
            seed: !seeded.has(step.kind),
          }),
          ...options.env,
        },
        options,
      );
      seeded.add(step.kind);
      nodes.push(node);
      const started = Date.now();
      await node.start().catch((error: unknown) => {
        throw new Error(`${step.name}: ${error instanceof Error ? error.message : String(error)}`);
      });
      log(`${step.name} ready on ${node.origin} (pid ${node.process.pid}, ${Date.now() - started} ms)`);
    }
    // Every node is up: from now on the balancer checks them every second.
    await balancer.watch();
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: balancerOrigin, balancer, nodes, stop };
}
