import { z } from "zod";
import { gamesEnvShape } from "../games/games-env.ts";
import { isProductionDeployment } from "./deployment.ts";

/**
 * Environment of the account features (notifier, OTP secret, OAuth). Parsed by buildApp when the
 * caller passes no explicit options, so both the standalone API and `npm start` pick it up.
 */
const accountsEnvSchema = z.object({
  /** Key of the OTP HMACs; required in production, else each process generates its own. */
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  NOTIFY_TRANSPORT: z.enum(["outbox", "smtp"]).default("outbox"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Betting Platform <no-reply@localhost>"),
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_API_KEY: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Checked here with the other server secrets so production refuses to start without it. */
  GAMES_WALLET_KEY: gamesEnvShape.GAMES_WALLET_KEY,
});

export type AccountsEnv = z.infer<typeof accountsEnvSchema>;

export function loadAccountsEnv(env: NodeJS.ProcessEnv = process.env): AccountsEnv {
  const result = accountsEnvSchema.safeParse(env);
  if (!result.success) throw new Error(`Invalid environment:\n${z.prettifyError(result.error)}`);
  if (result.data.NOTIFY_TRANSPORT === "smtp" && !result.data.SMTP_URL) {
    throw new Error("Invalid environment: NOTIFY_TRANSPORT=smtp needs SMTP_URL");
  }
  if (isProductionDeployment(env)) assertProductionReady(result.data);
  return result.data;
}

/**
 * NODE_ENV=production without DEMO_MODE: the process refuses to start rather than run with a key
 * anyone could regenerate or with codes that never leave the database.
 */
export function assertProductionReady(env: AccountsEnv): void {
  const problems = [
    !env.AUTH_SECRET && "AUTH_SECRET (at least 32 random characters) is required",
    env.NOTIFY_TRANSPORT !== "smtp" &&
      "NOTIFY_TRANSPORT=smtp with SMTP_URL is required (the outbox is a demo transport)",
    !env.SMS_GATEWAY_URL && "SMS_GATEWAY_URL is required: one-time codes by SMS must reach players",
    !env.GAMES_WALLET_KEY &&
      "GAMES_WALLET_KEY (at least 32 random characters, the aggregator's too) is required: it signs the seamless wallet's calls",
  ].filter((problem): problem is string => typeof problem === "string");
  if (problems.length > 0) {
    throw new Error(`Refusing to start in production:\n  ${problems.join("\n  ")}`);
  }
}
