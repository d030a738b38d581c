import { paymentsEnvShape } from "@platform/api";
import { trustProxySchema } from "@platform/contracts";
import { z } from "zod";
import { pageCacheEnvShape } from "../apps/web/server/page-cache-env.ts";

const platformEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().startsWith("postgres").optional(),
  /** The aggregator's own PostgreSQL database; without it, PGlite in `${DATA_DIR}/games`. */
  GAMES_DATABASE_URL: z.string().startsWith("postgres").optional(),
  /**
   * A separate aggregator (its own nodes: apps/games/src/main.ts), as this server reaches it, e.g.
   * http://balancer/aggregator. The API and the web then call it over HTTP and this process runs
   * no aggregator and opens no games database (docs/decisions/043-scale-out.md).
   */
  AGGREGATOR_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Where the aggregator reaches the platform's wallet; default this server's /api/wallet. */
  PLATFORM_WALLET_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().default("./data"),
  SEED: z.stringbool().default(true),
  RATE_LIMIT: z.stringbool().default(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("warn"),
  WEB_BUILD_DIR: z.string().optional(),
  /** Port in the sites' public links (reset links, og:image); npm start's demo uses PORT. */
  PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Proxies whose X-Forwarded-For/-Proto are believed (hop count or addresses); off by default. */
  TRUST_PROXY: trustProxySchema,
  /** SandboxPay, the providers' notify URL, deposit expiry, reconciliation (apps/api payments-env). */
  ...paymentsEnvShape,
  /** The visitors' page cache (apps/web/server/page-cache.ts). */
  ...pageCacheEnvShape,
});
export type PlatformEnv = z.infer<typeof platformEnvSchema>;

export function readPlatformEnv(source: NodeJS.ProcessEnv): PlatformEnv {
  const parsed = platformEnvSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
}

export function demoUrls(port: number): string[] {
  return [
    `http://localhost:${port}/          drc-online (default theme)`,
    `http://base2.localhost:${port}/    base2 theme`,
    `http://base3.localhost:${port}/    base3 theme`,
    `http://base4.localhost:${port}/    base4 theme`,
    `http://soon.localhost:${port}/     coming-soon mode`,
    `http://protea.localhost:${port}/   FICA required to play`,
    `http://localhost:${port}/api/docs  API reference (OpenAPI)`,
    `http://localhost:${port}/aggregator/docs  game aggregator reference (OpenAPI)`,
  ];
}
