import { inspect } from "node:util";
import { describe, expect, test } from "vitest";
import { MPESA_TEST_ENV } from "./fake-daraja.ts";
import { loadMpesaConfig } from "./mpesa-config.ts";
import { createMpesaGateway } from "./mpesa-gateway.ts";

describe("M-Pesa configuration", () => {
  test("unset: the adapter is off (null), also with an empty .env template", () => {
    expect(loadMpesaConfig({})).toBeNull();
    expect(
      loadMpesaConfig({ MPESA_CONSUMER_KEY: "", MPESA_PASSKEY: "", MPESA_ENVIRONMENT: "sandbox" }),
    ).toBeNull();
    expect(createMpesaGateway({ PATH: "/usr/bin" })).toBeNull();
  });

  test("complete: sandbox origin, B2C shortcode defaults to the shortcode, no trailing slash", () => {
    const config = loadMpesaConfig({ ...MPESA_TEST_ENV, MPESA_B2C_SHORTCODE: undefined });
    expect(config).toMatchObject({
      environment: "sandbox",
      apiOrigin: "https://sandbox.safaricom.co.ke",
      shortcode: "174379",
      b2cShortcode: "174379",
      callbackBaseUrl: "https://bets.example.co.ke",
    });
    expect(loadMpesaConfig({ ...MPESA_TEST_ENV, MPESA_ENVIRONMENT: "production" })?.apiOrigin).toBe(
      "https://api.safaricom.co.ke",
    );
    expect(createMpesaGateway(MPESA_TEST_ENV)).toMatchObject({ code: "mpesa", method: "mobile_money" });
  });

  test("the adapter, logged or serialized, shows no credential", () => {
    const adapter = createMpesaGateway(MPESA_TEST_ENV);
    const shown = `${inspect(adapter, { depth: 10, showHidden: true })} ${JSON.stringify(adapter)}`;
    for (const secret of [
      "MPESA_CONSUMER_SECRET",
      "MPESA_PASSKEY",
      "MPESA_SECURITY_CREDENTIAL",
      "MPESA_CALLBACK_SECRET",
    ]) {
      expect(shown).not.toContain(MPESA_TEST_ENV[secret]);
    }
  });

  test("partly configured: a clear error naming what is missing, never a value", () => {
    const partial = { MPESA_CONSUMER_KEY: "key", MPESA_CONSUMER_SECRET: "very-secret-value" };
    expect(() => loadMpesaConfig(partial)).toThrowError(/M-Pesa is partly configured/);
    try {
      loadMpesaConfig(partial);
    } catch (error) {
      const message = (error as Error).message;
      for (const missing of [
        "MPESA_SHORTCODE",
        "MPESA_PASSKEY",
        "MPESA_INITIATOR_NAME",
        "MPESA_CALLBACK_SECRET",
      ]) {
        expect(message).toContain(`${missing} is required`);
      }
      expect(message).not.toContain("very-secret-value");
    }
    // Everything but the key is a typo'd key, not M-Pesa switched off.
    expect(() => loadMpesaConfig({ ...MPESA_TEST_ENV, MPESA_CONSUMER_KEY: undefined })).toThrowError(
      /MPESA_CONSUMER_KEY is required/,
    );
  });

  test("wrong values are refused by name", () => {
    expect(() =>
      loadMpesaConfig({ ...MPESA_TEST_ENV, MPESA_CALLBACK_BASE_URL: "http://bets.example" }),
    ).toThrowError(/MPESA_CALLBACK_BASE_URL must be a public https:\/\/ origin/);
    expect(() => loadMpesaConfig({ ...MPESA_TEST_ENV, MPESA_ENVIRONMENT: "live" })).toThrowError(
      /MPESA_ENVIRONMENT/,
    );
    expect(() => loadMpesaConfig({ ...MPESA_TEST_ENV, MPESA_SHORTCODE: "17a379" })).toThrowError(
      /MPESA_SHORTCODE/,
    );
    expect(() => loadMpesaConfig({ ...MPESA_TEST_ENV, MPESA_CALLBACK_SECRET: "short" })).toThrowError(
      /MPESA_CALLBACK_SECRET must be at least 32/,
    );
    expect(() =>
      loadMpesaConfig({ ...MPESA_TEST_ENV, MPESA_SECURITY_CREDENTIAL: "Safaricom999!" }),
    ).toThrowError(/MPESA_SECURITY_CREDENTIAL must be the base64/);
  });
});
