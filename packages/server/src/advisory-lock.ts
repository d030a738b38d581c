import type { PGlite } from "@electric-sql/pglite";
import type { Pool, PoolClient } from "pg";

/** Either app's database handle, as far as leadership needs it. */
export type LockableDatabase = { kind: "pglite"; client: PGlite } | { kind: "postgres"; client: Pool };

/** Whether this process is the one node that runs a job, and letting go of it. */
export interface Leadership {
  /** True while this process holds the lock; tries to take it when it does not. */
  acquire(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * Leadership by a session-level PostgreSQL advisory lock (`pg_try_advisory_lock`) held on one
 * dedicated connection for as long as the process runs the job. If that connection or the
 * process dies, the server drops the lock with the session and another node takes it at its next
 * try. PGlite is one process with one session: the lock is simply taken there.
 */
export function advisoryLeadership(handle: LockableDatabase, key: number): Leadership {
  if (handle.kind === "pglite") {
    let held = false;
    return {
      async acquire() {
        if (held) return true;
        const result = await handle.client.query<{ locked: boolean }>(
          "select pg_try_advisory_lock($1) as locked",
          [key],
        );
        held = result.rows[0]?.locked === true;
        return held;
      },
      async release() {
        if (!held) return;
        held = false;
        await handle.client.query("select pg_advisory_unlock($1)", [key]);
      },
    };
  }

  let session: PoolClient | null = null;
  const drop = () => {
    // Destroying the connection ends the session, and with it the lock.
    session?.release(true);
    session = null;
  };
  return {
    async acquire() {
      if (session) {
        try {
          await session.query("select 1");
          return true;
        } catch {
          drop();
        }
      }
      const connection = await handle.client.connect();
      try {
        const result = await connection.query<{ locked: boolean }>(
          "select pg_try_advisory_lock($1) as locked",
          [key],
        );
        if (result.rows[0]?.locked !== true) {
          connection.release();
          return false;
        }
      } catch (error) {
        connection.release(true);
        throw error;
      }
      // A held connection the server closes must not crash the process; the next acquire notices.
      connection.on("error", () => undefined);
      session = connection;
      return true;
    },
    async release() {
      const connection = session;
      if (!connection) return;
      session = null;
      try {
        // Unlock explicitly: a closed connection's session ends a moment later on the server, and
        // the next leader should not have to wait for that.
        await connection.query("select pg_advisory_unlock($1)", [key]);
        connection.release();
      } catch {
        connection.release(true);
      }
    },
  };
}
