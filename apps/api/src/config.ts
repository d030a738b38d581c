import { trustProxySchema } from "@platform/contracts";
import { z } from "zod";
import { paymentsEnvShape } from "./cashier/payments-env.ts";
import { gamesEnvShape } from "./games/games-env.ts";

/** Environment of the standalone API, parsed once at start so a bad value fails loudly. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Port in the sites' public links when players do not reach them on 443 (or 80 for http). */
  PUBLIC_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  SEED: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  /** Proxies (and, standalone, the web servers) whose X-Forwarded-For is believed; off by default. */
  TRUST_PROXY: trustProxySchema,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ...paymentsEnvShape,
  /** GAMES_WALLET_KEY (shared with the aggregator) and GAMES_PUBLIC_URL. */
  ...gamesEnvShape,
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
