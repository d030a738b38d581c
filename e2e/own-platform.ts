import { spawn } from "node:child_process";
import { createServer } from "node:net";

export interface OwnPlatform {
  /** A page of a demo site on this platform. */
  siteUrl(host: string, path?: string): string;
  /** The API as a client on this machine reaches it. */
  api: string;
  stop(): Promise<void>;
}

/**
 * A second platform, for journeys that need settings the shared server does not run with (its
 * rate limits are off so parallel journeys do not trip them). Built from the same dist, on a free
 * port, with an empty in-memory store seeded with the demo sites.
 */
export async function startOwnPlatform(env: Record<string, string>): Promise<OwnPlatform> {
  // A port known before start: the sites' own links and the aggregator's URL carry it (PUBLIC_PORT
  // defaults to PORT), as they carry the real port of a deployment.
  const free = await freePort();
  const child = spawn(process.execPath, ["dist/platform.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DEMO_MODE: "true",
      PORT: String(free),
      DATA_DIR: "memory://",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /port (\d+)\./.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    child.once("exit", (code) => reject(new Error(`the platform exited with ${code} before listening`)));
  });
  return {
    siteUrl: (host, path = "/") => `http://${host}:${port}${path}`,
    api: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** A port nothing listens on now (the OS picks it; released at once for the platform to take). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}
