import { z } from "zod";

const DARAJA_ORIGINS = {
  sandbox: "https://sandbox.safaricom.co.ke",
  production: "https://api.safaricom.co.ke",
} as const;

const shortcode = z.string().regex(/^\d{5,8}$/, "must be the 5 to 8 digit paybill or till number");

/**
 * The M-Pesa Daraja settings. The security credential is the initiator's password already
 * encrypted with Safaricom's public certificate (the process never sees the password):
 *   printf '%s' "$INITIATOR_PASSWORD" | openssl pkeyutl -encrypt -certin \
 *     -inkey ProductionCertificate.cer -pkeyopt rsa_padding_mode:pkcs1 | base64 -w0
 * (SandboxCertificate.cer for the sandbox; both are on developer.safaricom.co.ke.)
 */
const mpesaEnvSchema = z.object({
  MPESA_ENVIRONMENT: z.enum(["sandbox", "production"]).default("sandbox"),
  MPESA_CONSUMER_KEY: z.string().min(1),
  MPESA_CONSUMER_SECRET: z.string().min(1),
  /** The paybill or till STK pushes are paid to (BusinessShortCode, PartyB). */
  MPESA_SHORTCODE: shortcode,
  /** Lipa na M-Pesa Online passkey of that shortcode. */
  MPESA_PASSKEY: z.string().min(1),
  /** The B2C shortcode payouts leave from; the shortcode when unset. */
  MPESA_B2C_SHORTCODE: shortcode.optional(),
  MPESA_INITIATOR_NAME: z.string().min(1),
  MPESA_SECURITY_CREDENTIAL: z
    .string()
    .regex(/^[A-Za-z0-9+/]{40,}={0,2}$/, "must be the base64 of the encrypted initiator password"),
  /** Public https origin Safaricom posts callbacks to (the API's /api/payments/mpesa/notify). */
  MPESA_CALLBACK_BASE_URL: z
    .url({ protocol: /^https$/, error: "must be a public https:// origin" })
    .transform((url) => url.replace(/\/+$/, "")),
  /** Key of the per-payment tokens in callback URLs (Daraja callbacks are not signed). */
  MPESA_CALLBACK_SECRET: z.string().min(32, "must be at least 32 random characters"),
});

const MPESA_KEYS = Object.keys(mpesaEnvSchema.shape) as (keyof typeof mpesaEnvSchema.shape)[];

export interface MpesaConfig {
  environment: "sandbox" | "production";
  /** https://sandbox.safaricom.co.ke or https://api.safaricom.co.ke */
  apiOrigin: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  b2cShortcode: string;
  initiatorName: string;
  securityCredential: string;
  callbackBaseUrl: string;
  callbackSecret: string;
}

/**
 * The adapter's settings, or null when MPESA_CONSUMER_KEY is unset (M-Pesa is off and sites
 * listing it do not offer it). Partly configured throws, naming what is missing or wrong and
 * never a value.
 */
export function loadMpesaConfig(env: NodeJS.ProcessEnv = process.env): MpesaConfig | null {
  // Empty strings count as unset, as an .env template leaves them.
  const given = Object.fromEntries(
    MPESA_KEYS.filter((key) => env[key] !== undefined && env[key] !== "").map((key) => [key, env[key]]),
  );
  const anySet = Object.keys(given).some((key) => key !== "MPESA_ENVIRONMENT");
  if (!given.MPESA_CONSUMER_KEY && !anySet) return null;

  const result = mpesaEnvSchema.safeParse(given);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? "MPESA");
      return issue.code === "invalid_type" && given[key] === undefined
        ? `${key} is required`
        : `${key} ${issue.message}`;
    });
    throw new Error(`M-Pesa is partly configured:\n  ${problems.join("\n  ")}`);
  }
  const parsed = result.data;
  return {
    environment: parsed.MPESA_ENVIRONMENT,
    apiOrigin: DARAJA_ORIGINS[parsed.MPESA_ENVIRONMENT],
    consumerKey: parsed.MPESA_CONSUMER_KEY,
    consumerSecret: parsed.MPESA_CONSUMER_SECRET,
    shortcode: parsed.MPESA_SHORTCODE,
    passkey: parsed.MPESA_PASSKEY,
    b2cShortcode: parsed.MPESA_B2C_SHORTCODE ?? parsed.MPESA_SHORTCODE,
    initiatorName: parsed.MPESA_INITIATOR_NAME,
    securityCredential: parsed.MPESA_SECURITY_CREDENTIAL,
    callbackBaseUrl: parsed.MPESA_CALLBACK_BASE_URL,
    callbackSecret: parsed.MPESA_CALLBACK_SECRET,
  };
}
