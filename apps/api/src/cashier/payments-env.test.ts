import { describe, expect, test } from "vitest";
import { z } from "zod";
import { paymentsEnvShape, resolvePaymentsConfig, selfUrl } from "./payments-env.ts";

const parse = (env: Record<string, string>) => z.object(paymentsEnvShape).parse(env);
const self = () => "http://127.0.0.1:3000";

describe("payment settings", () => {
  test("the demo runs SandboxPay on this process's loopback with keys of its own", () => {
    const config = resolvePaymentsConfig(parse({}), { production: false, self });
    expect(config.sandbox?.providerUrl()).toBe("http://127.0.0.1:3000");
    expect(config.sandbox?.publicUrl()).toBe("http://127.0.0.1:3000");
    expect(config.sandbox?.notifyBaseUrl()).toBe("http://127.0.0.1:3000");
    expect(config.sandbox?.secretKey).toMatch(/^sk_sandbox_.{24,}/);
    expect(config.sandbox?.webhookSecret).toMatch(/^whsec_.{24,}/);
    expect(config).toMatchObject({ depositExpiryMs: 30 * 60_000, reconcileIntervalMs: 20_000 });
  });

  test("production runs it only when asked, and then only with fixed keys", () => {
    expect(resolvePaymentsConfig(parse({}), { production: true, self }).sandbox).toBeNull();
    expect(() => resolvePaymentsConfig(parse({ SANDBOX_PAY: "true" }), { production: true, self })).toThrow(
      /SANDBOX_PAY_SECRET_KEY/,
    );
    const config = resolvePaymentsConfig(
      parse({
        SANDBOX_PAY: "true",
        SANDBOX_PAY_SECRET_KEY: "k".repeat(32),
        SANDBOX_PAY_WEBHOOK_SECRET: "w".repeat(32),
        SANDBOX_PAY_URL: "https://pay.internal:8443/",
        SANDBOX_PAY_PUBLIC_URL: "https://pay.example.com",
        PAYMENT_NOTIFY_BASE_URL: "https://api.example.com",
        DEPOSIT_EXPIRY_MINUTES: "45",
      }),
      { production: true, self },
    );
    expect(config.sandbox?.providerUrl()).toBe("https://pay.internal:8443");
    expect(config.sandbox?.publicUrl()).toBe("https://pay.example.com");
    expect(config.sandbox?.notifyBaseUrl()).toBe("https://api.example.com");
    expect(config.depositExpiryMs).toBe(45 * 60_000);
    expect(
      resolvePaymentsConfig(parse({ SANDBOX_PAY: "false" }), { production: false, self }).sandbox,
    ).toBeNull();
  });

  test("the process reaches itself on loopback when it listens everywhere", () => {
    expect(selfUrl("0.0.0.0", 3000)).toBe("http://127.0.0.1:3000");
    expect(selfUrl("::", 3000)).toBe("http://127.0.0.1:3000");
    expect(selfUrl("10.0.0.5", 4000)).toBe("http://10.0.0.5:4000");
    expect(selfUrl("::1", 4000)).toBe("http://[::1]:4000");
  });
});
