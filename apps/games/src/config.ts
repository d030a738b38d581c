import path from "node:path";
import { trustProxySchema } from "@platform/contracts";
import { z } from "zod";

/** The standalone aggregator's environment, parsed once at start so a bad value fails loudly. */
const gamesEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(4100),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** The embedded store lives in `${DATA_DIR}/games` (`memory://` keeps it in memory). */
  DATA_DIR: z.string().min(1).default("./data"),
  /** A PostgreSQL server instead of the embedded store; never the platform's database. */
  GAMES_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "GAMES_DATABASE_URL must be a postgres:// URL")
    .optional(),
  /** The platform's seamless wallet base, for operators without their own. */
  PLATFORM_WALLET_URL: z
    .url({ protocol: /^https?$/, error: "PLATFORM_WALLET_URL must be an http(s) URL" })
    .default("http://127.0.0.1:4000/api/wallet"),
  /** Shared with the platform: each operator's signing secret derives from it. */
  GAMES_WALLET_KEY: z.string().min(32, "GAMES_WALLET_KEY must be at least 32 characters").optional(),
  /** The aggregator's public base (e.g. https://games.example.com/aggregator); else each request's origin. */
  GAMES_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "GAMES_PUBLIC_URL must be an http(s) URL" })
    .optional(),
  SEED: z.stringbool().default(true),
  TRUST_PROXY: trustProxySchema,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type GamesConfig = z.infer<typeof gamesEnvSchema>;

export function loadGamesConfig(env: NodeJS.ProcessEnv = process.env): GamesConfig {
  const result = gamesEnvSchema.safeParse(env);
  if (!result.success) throw new Error(`Invalid environment:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/** The aggregator's PGlite folder beside the platform's: `${DATA_DIR}/games`. */
export function gamesDataDir(dataDir: string): string {
  return dataDir.startsWith("memory://") ? "memory://" : path.join(dataDir, "games");
}
