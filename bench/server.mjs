import { spawn } from "node:child_process";

/** Starts the built platform on an embedded in-memory store and resolves once it answers. */
export async function startPlatform(port) {
  const child = spawn(process.execPath, ["dist/platform.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DEMO_MODE: "true",
      PORT: String(port),
      DATA_DIR: "memory://",
      RATE_LIMIT: "false",
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error("platform did not start within 120 s");
}
