import { describe, expect, test } from "vitest";
import { loadAccountsEnv } from "./accounts-env.ts";
import { isProductionDeployment } from "./deployment.ts";

const REAL = {
  AUTH_SECRET: "k".repeat(48),
  NOTIFY_TRANSPORT: "smtp",
  SMTP_URL: "smtps://user:pass@smtp.example.com:465",
  SMS_GATEWAY_URL: "https://sms.example.com/send",
  GAMES_WALLET_KEY: "w".repeat(48),
};

describe("production refuses the demo's shortcuts", () => {
  test("NODE_ENV=production without AUTH_SECRET or a real transport does not start", () => {
    expect(() => loadAccountsEnv({ NODE_ENV: "production" })).toThrow(
      /Refusing to start in production:\n {2}AUTH_SECRET .*\n {2}NOTIFY_TRANSPORT=smtp .*\n {2}SMS_GATEWAY_URL/,
    );
    expect(() => loadAccountsEnv({ NODE_ENV: "production", ...REAL, AUTH_SECRET: undefined })).toThrow(
      /AUTH_SECRET/,
    );
    expect(() => loadAccountsEnv({ NODE_ENV: "production", ...REAL, NOTIFY_TRANSPORT: "outbox" })).toThrow(
      /outbox is a demo transport/,
    );
    expect(() => loadAccountsEnv({ NODE_ENV: "production", ...REAL, AUTH_SECRET: "short" })).toThrow(
      /at least 32 characters/,
    );
    expect(() => loadAccountsEnv({ NODE_ENV: "production", ...REAL, GAMES_WALLET_KEY: undefined })).toThrow(
      /GAMES_WALLET_KEY .*is required/,
    );
    expect(() => loadAccountsEnv({ ...REAL, GAMES_WALLET_KEY: "short" })).toThrow(
      /GAMES_WALLET_KEY must be at least 32 characters/,
    );
  });

  test("with a secret and real transports it starts; the demo (DEMO_MODE) and development start as they are", () => {
    expect(loadAccountsEnv({ NODE_ENV: "production", ...REAL }).NOTIFY_TRANSPORT).toBe("smtp");
    expect(loadAccountsEnv({ NODE_ENV: "production", DEMO_MODE: "true" }).NOTIFY_TRANSPORT).toBe("outbox");
    expect(loadAccountsEnv({}).AUTH_SECRET).toBeUndefined();
    expect(isProductionDeployment({ NODE_ENV: "production" })).toBe(true);
    expect(isProductionDeployment({ NODE_ENV: "production", DEMO_MODE: "true" })).toBe(false);
    expect(isProductionDeployment({ NODE_ENV: "development" })).toBe(false);
  });
});
