import { spawn } from "node:child_process";
import { expect, test } from "./fixtures.ts";
import { startOwnPlatform } from "./own-platform.ts";

/*
 * NODE_ENV=production is a real deployment: it refuses the demo's shortcuts. These start their
 * own platform process (the built dist/platform.js) next to the one the other journeys use; its
 * start (migrations, demo seed) shares the cores with the unit suite under `npm test`, hence the
 * longer timeouts.
 */

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Runs the built platform until it exits; its exit code and everything it printed. */
function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(process.execPath, ["dist/platform.js"], {
      env: { PATH: process.env.PATH ?? "", PORT: "0", DATA_DIR: "memory://", LOG_LEVEL: "warn", ...env },
    });
    child.stdout.on("data", (chunk) => {
      output += String(chunk);
    });
    child.stderr.on("data", (chunk) => {
      output += String(chunk);
    });
    child.once("exit", (code) => resolve({ code, output }));
  });
}

test("behind a trusted proxy an https request gets Secure cookies and HSTS; a forged proto does not", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const platform = await startOwnPlatform({ TRUST_PROXY: "127.0.0.1" });
  try {
    const viaProxy = await request.get(platform.siteUrl("localhost", "/?mediacle_aff_code=AFF1"), {
      headers: { "x-forwarded-proto": "https", "x-forwarded-for": "198.51.100.30" },
    });
    expect(viaProxy.headers()["set-cookie"]).toMatch(/mediacle_aff_code=AFF1;.*; Secure/);
    expect(viaProxy.headers()["strict-transport-security"]).toContain("max-age=");
  } finally {
    await platform.stop();
  }
  // The journeys' own platform trusts no proxy: the same forged header changes nothing. (Another
  // host than above: the browser-like cookie jar keeps cookies per host, whatever the port.)
  const forged = await request.get(`http://127.0.0.1:${E2E_PORT}/?mediacle_aff_code=AFF2`, {
    headers: { "x-forwarded-proto": "https" },
  });
  expect(forged.headers()["set-cookie"]).toContain("mediacle_aff_code=AFF2");
  expect(forged.headers()["set-cookie"]).not.toContain("Secure");
  expect(forged.headers()["strict-transport-security"]).toBeUndefined();
});

test("production without AUTH_SECRET or a real transport refuses to start", async () => {
  const { code, output } = await runToExit({ NODE_ENV: "production" });
  expect(code).not.toBe(0);
  expect(output).toContain("Refusing to start in production");
  expect(output).toContain("AUTH_SECRET");
  expect(output).toContain("NOTIFY_TRANSPORT=smtp");
});

test("production with real settings serves no outbox, page or API", async ({ request }) => {
  test.setTimeout(120_000);
  const platform = await startOwnPlatform({
    DEMO_MODE: "",
    AUTH_SECRET: "e2e-secret-that-is-long-enough-0123456789",
    NOTIFY_TRANSPORT: "smtp",
    SMTP_URL: "smtp://127.0.0.1:2525",
    SMS_GATEWAY_URL: "http://127.0.0.1:9/sms",
    GAMES_WALLET_KEY: "e2e-wallet-key-that-is-long-enough-0123456789",
  });
  try {
    expect((await request.get(`${platform.api}/api/health`)).status()).toBe(200);
    const api = await request.get(`${platform.api}/api/dev/outbox`, {
      headers: { "site-code": "drc-online" },
    });
    expect(api.status()).toBe(404);
    expect((await request.get(platform.siteUrl("localhost", "/dev/outbox"))).status()).toBe(404);
    // The demo's stand-ins for the operator CLI would hand anyone notifications and offers: the
    // demo server takes this very request, production has no such route.
    // Even the demo answers only its site's operator, from this machine.
    const notify = { login: "243812345678", title: "Welcome back", body: "A message from the operator." };
    const demoApi = `http://127.0.0.1:${E2E_PORT}/api`;
    const login = await request.post(`${demoApi}/session/login-email`, {
      headers: { "site-code": "drc-online" },
      data: { email: "operator@drc-online.example", password: "Play1234" },
    });
    const token = (await login.json()).data.token as string;
    const headers = { "site-code": "drc-online", authorization: `Bearer ${token}` };
    const demo = await request.post(`${demoApi}/dev/notify`, { headers, data: notify });
    expect(demo.status()).toBe(200);
    expect((await request.post(`${platform.api}/api/dev/notify`, { headers, data: notify })).status()).toBe(
      404,
    );
    const offer = { login: notify.login, promotion: "we-miss-you" };
    const retention = await request.post(`${platform.api}/api/dev/retention-offer`, { headers, data: offer });
    expect(retention.status()).toBe(404);
    // Links in production carry no demo port.
    const settings = await request.get(`${platform.api}/api/settings`, {
      headers: { "fe-domain": "localhost" },
    });
    expect((await settings.json()).data.public_origin).toBe("http://localhost");
  } finally {
    await platform.stop();
  }
});
