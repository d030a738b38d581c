import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { webLoggerOptions } from "./request-logging.ts";

describe("web server request logs", () => {
  it("never carry an autologin token, a reset code or OAuth parameters", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = webLoggerOptions("info");
    const app = Fastify({ logger: { ...(options as object), stream } });
    app.get("/*", async () => "ok");
    for (const url of [
      "/autologin?token=tok-SECRET-1",
      "/reset-password?code=code-SECRET-2",
      "/auth/google/callback?code=oauth-SECRET-3&state=state-SECRET-4",
    ]) {
      await app.inject({ method: "GET", url, headers: { cookie: "session=cookie-SECRET-5" } });
    }
    await app.close();
    const logs = lines.join("\n");
    expect(logs).toContain("/autologin?token=[redacted]");
    expect(logs).not.toMatch(/SECRET/);
  });
});
