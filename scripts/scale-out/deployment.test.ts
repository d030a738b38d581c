import { loadAccountsEnv, resolvePaymentsConfig } from "@platform/api";
import { loadCrashEnv } from "@platform/games";
import { describe, expect, test } from "vitest";
import { loadGamesConfig } from "../../apps/games/src/config.ts";
import { readPlatformEnv } from "../../platform/env.ts";
import { nodeEnv, sharedSecrets } from "./deployment.ts";

/*
 * What the scale-out tells each node, read back by the nodes' own environment parsers: a setting
 * misspelt or out of range would fail here rather than as a node that starts on its defaults (its
 * own secret, its own embedded store) and quietly refuses the other nodes' tokens.
 */

const databases = { platform: "postgres://pg/scaleout_platform", games: "postgres://pg/scaleout_games" };
const common = {
  balancer: "http://127.0.0.1:3300",
  balancerPort: 3300,
  databases,
  redisUrl: "redis://r:6379",
};

describe("the scale-out's node settings", () => {
  test("every node of both kinds gets the same secrets, long enough for production's checks", () => {
    const secrets = sharedSecrets({});
    const nodes = [
      nodeEnv("platform", { ...common, port: 4001, secrets, seed: true }),
      nodeEnv("platform", { ...common, port: 4002, secrets, seed: false }),
      nodeEnv("aggregator", { ...common, port: 4101, secrets, seed: true }),
    ];
    for (const env of nodes) expect(env.GAMES_WALLET_KEY).toBe(secrets.GAMES_WALLET_KEY);
    expect(nodes[0]!.AUTH_SECRET).toBe(nodes[1]!.AUTH_SECRET);
    expect(nodes[0]!.SANDBOX_PAY_SECRET_KEY).toBe(nodes[1]!.SANDBOX_PAY_SECRET_KEY);
    // The accounts' parser requires these lengths (AUTH_SECRET, GAMES_WALLET_KEY ≥ 32).
    expect(() => loadAccountsEnv(nodes[0]!)).not.toThrow();
    // A run's secrets are its own; given ones are kept.
    expect(sharedSecrets({}).AUTH_SECRET).not.toBe(secrets.AUTH_SECRET);
    expect(sharedSecrets({ AUTH_SECRET: "a".repeat(40) }).AUTH_SECRET).toBe("a".repeat(40));
  });

  test("a platform node: its database, no aggregator of its own, the others through the balancer", () => {
    const env = readPlatformEnv(
      nodeEnv("platform", { ...common, port: 4001, secrets: sharedSecrets({}), seed: false }),
    );
    expect(env).toMatchObject({
      PORT: 4001,
      HOST: "127.0.0.1",
      DATABASE_URL: databases.platform,
      AGGREGATOR_URL: "http://127.0.0.1:3300/aggregator",
      PUBLIC_PORT: 3300,
      SEED: false,
    });
    expect(env.GAMES_DATABASE_URL).toBeUndefined();
    // The balancer's address is believed, and it is loopback on this machine.
    expect(env.TRUST_PROXY).toEqual(["loopback"]);
    // SandboxPay on every node, one provider: reached through the balancer with the shared key.
    const payments = resolvePaymentsConfig(env, { production: false, self: () => "http://127.0.0.1:4001" });
    expect(payments.sandbox?.providerUrl()).toBe("http://127.0.0.1:3300");
    expect(payments.sandbox?.notifyBaseUrl()).toBe("http://127.0.0.1:3300");
  });

  test("an aggregator node: the shared games database, Redis for crash, the wallet through the balancer", () => {
    const raw = nodeEnv("aggregator", { ...common, port: 4101, secrets: sharedSecrets({}), seed: true });
    expect(loadGamesConfig(raw)).toMatchObject({
      PORT: 4101,
      GAMES_DATABASE_URL: databases.games,
      PLATFORM_WALLET_URL: "http://127.0.0.1:3300/api/wallet",
      SEED: true,
      TRUST_PROXY: ["loopback"],
    });
    expect(loadCrashEnv(raw)).toMatchObject({ CRASH_ENABLED: true, REDIS_URL: "redis://r:6379" });
  });
});
