import type { PGlite } from "@electric-sql/pglite";
import { countStatements, type StatementCounter } from "@platform/server/testing/statement-counter";
import type { FastifyInstance } from "fastify";
import type pg from "pg";

/**
 * What the two server processes of the spins bench share (bench/spins-platform-server.ts and
 * bench/spins-games-server.ts): the environment they are started with, the IPC the driver measures
 * them through, and a clean stop on SIGTERM.
 */

/** Cheap argon2 (registration is set-up here, not what is measured), as the in-process bench uses. */
export const CHEAP_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** Driver → server over the IPC channel of child_process.fork. */
export type ServerRequest = { type: "measure" } | { type: "stats" };

/** Server → driver. */
export type ServerReply =
  | { type: "measuring" }
  /** Since the last `measure`: SQL statements sent (BEGIN and COMMIT included) and CPU time used. */
  | { type: "stats"; statements: number; cpuMs: number };

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

type Handle = { kind: "pglite"; client: PGlite } | { kind: "postgres"; client: pg.Pool };

/**
 * Listens on 127.0.0.1:port and answers the driver's `measure` / `stats` messages. The statement
 * counter is the one the statement-count tests use; it wraps the pool only once asked to measure,
 * so the set-up (migrations, seed, players) costs nothing to count.
 */
export async function serveForBench(options: {
  app: FastifyInstance;
  database: Handle & { close(): Promise<void> };
  port: number;
}): Promise<void> {
  const { app, database, port } = options;
  let counter: StatementCounter | undefined;
  let cpu = process.cpuUsage();
  const send = (reply: ServerReply) => process.send?.(reply);
  process.on("message", (message: ServerRequest) => {
    if (message.type === "measure") {
      counter ??= countStatements(database);
      counter.reset();
      cpu = process.cpuUsage();
      send({ type: "measuring" });
    } else if (message.type === "stats") {
      const used = process.cpuUsage(cpu);
      send({
        type: "stats",
        statements: counter?.statements.length ?? 0,
        cpuMs: Math.round((used.user + used.system) / 1000),
      });
    }
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled([app.close()]);
    await Promise.allSettled([database.close()]);
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop());
  process.once("SIGINT", () => void stop());
  // The driver gone (crashed or killed): do not linger.
  process.once("disconnect", () => void stop());
  await app.listen({ port, host: "127.0.0.1" });
}
