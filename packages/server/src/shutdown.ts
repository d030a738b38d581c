/**
 * Graceful shutdown on SIGTERM or SIGINT: each step in order (stop taking requests, stop the jobs,
 * close the app, close the database), once, then exit 0; a step that throws is logged and the
 * process exits 1, so an orchestrator sees the failure.
 */
export function onShutdown(
  log: { info(details: object, message: string): void; error(details: object, message: string): void },
  steps: (() => unknown)[],
): void {
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    try {
      for (const step of steps) await step();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}
