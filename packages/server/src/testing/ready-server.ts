// The crash-test kit's server side (crash-process.ts starts it): kept apart so a child process does not load esbuild.

/**
 * The child's side of `startReadyServer`: listens on a free port, says "READY <port>", and on
 * SIGTERM closes the app and its store before exiting (SIGKILL, the crash, skips all of it).
 */
export async function serveUntilTerminated(
  app: {
    listen(options: { port: number; host: string }): Promise<unknown>;
    server: { address(): unknown };
    close(): Promise<unknown>;
  },
  closeStore: () => Promise<unknown>,
): Promise<void> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address() as { port?: number } | null;
  process.stdout.write(`READY ${address?.port ?? 0}\n`);
  process.once("SIGTERM", async () => {
    await app.close();
    await closeStore();
    process.exit(0);
  });
}
