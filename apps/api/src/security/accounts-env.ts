import { z } from "zod";

/**
 * Environment of the account features (notifier, OTP secret, OAuth). Parsed by buildApp when the
 * caller passes no explicit options, so both the standalone API and `npm start` pick it up.
 */
const accountsEnvSchema = z.object({
  /** Key of the OTP HMACs; when unset a development secret is generated and kept in the database. */
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
});

export type AccountsEnv = z.infer<typeof accountsEnvSchema>;

export function loadAccountsEnv(env: NodeJS.ProcessEnv = process.env): AccountsEnv {
  const result = accountsEnvSchema.safeParse(env);
  if (!result.success) throw new Error(`Invalid environment:\n${z.prettifyError(result.error)}`);
  if (result.data.NOTIFY_TRANSPORT === "smtp" && !result.data.SMTP_URL) {
    throw new Error("Invalid environment: NOTIFY_TRANSPORT=smtp needs SMTP_URL");
  }
  return result.data;
}
