import { z } from "zod";
import { localeSchema } from "./i18n.ts";
import type { SiteSettings } from "./settings.ts";
import { DEFAULT_PASSWORD_PATTERN, emailSchema, MESSAGES, passwordSchema } from "./validation.ts";

/**
 * Requests and responses of the session calls (spec §7 "Session calls") and OTP. Field names are
 * the spec's; which fields a site requires depends on its settings (see `registerSchemaFor`).
 */

export const callingCodeSchema = z.string().regex(/^\d{1,4}$/, "Please choose a calling code");
/** The national number, without the calling code. */
export const phoneNumberSchema = z
  .string({ error: MESSAGES.phoneRequired })
  .min(1, MESSAGES.phoneRequired)
  .regex(/^\d{6,14}$/, "Please enter a valid phone number");
export const otpSchema = z.string().regex(/^\d{4,8}$/, "Please enter the code we sent you");
/** The affiliate code kept in the tracking cookie, recorded on the player at registration. */
export const affiliateCodeSchema = z.string().trim().min(1).max(200);

/** Where a site's translations give settings.password_rule in other languages. */
export const SITE_PASSWORD_RULE_KEY = "validation.password_rule";

type PasswordSettings = Pick<SiteSettings, "password_pattern" | "password_rule">;

/**
 * The site's password rule (settings.password_pattern), else the default rule of spec §5. A site's
 * own rule is refused with its own words (settings.password_rule); the issue carries the key of
 * their translation so a form can show them in the player's language.
 */
export function sitePasswordSchema(settings: PasswordSettings) {
  if (!settings.password_pattern) return passwordSchema(DEFAULT_PASSWORD_PATTERN);
  const pattern = new RegExp(settings.password_pattern);
  if (!settings.password_rule) return passwordSchema(pattern, MESSAGES.passwordCustom);
  return z
    .string()
    .max(128)
    .refine((value) => pattern.test(value), {
      message: settings.password_rule,
      params: { key: SITE_PASSWORD_RULE_KEY },
    });
}

const confirmPassword = z
  .string({ error: MESSAGES.confirmPasswordRequired })
  .min(1, MESSAGES.confirmPasswordRequired);
const PASSWORDS_DIFFER = "The password confirmation does not match";

export const OTP_PURPOSES = ["register", "change_phone", "forgot_password"] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const sendOtpRequestSchema = z.object({
  purpose: z.enum(OTP_PURPOSES),
  phone_number: phoneNumberSchema.optional(),
  calling_code: callingCodeSchema.optional(),
  email: emailSchema.optional(),
});
export type SendOtpRequest = z.infer<typeof sendOtpRequestSchema>;

export const sendOtpResponseSchema = z.object({
  /** Seconds until the code expires. */
  expires_in: z.number().int(),
  /** Seconds until another code may be requested (settings.resend_otp_timeout). */
  resend_in: z.number().int(),
  digits: z.number().int(),
  sent_by: z.enum(["sms", "email"]),
});
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

/** Registration, shaped by the site's settings (auth_attempt_by, OTP, required phone, password rule). */
export function registerSchemaFor(
  settings: Pick<
    SiteSettings,
    | "password_pattern"
    | "password_rule"
    | "auth_attempt_by"
    | "otp_required"
    | "user_registration_required_phone"
  >,
) {
  const needsPhone = settings.auth_attempt_by === "phone" || settings.user_registration_required_phone;
  const needsEmail = settings.auth_attempt_by === "email";
  return z
    .object({
      phone_number: needsPhone ? phoneNumberSchema : phoneNumberSchema.optional(),
      calling_code: callingCodeSchema.optional(),
      email: needsEmail ? emailSchema : emailSchema.optional(),
      password: sitePasswordSchema(settings),
      confirm_password: confirmPassword,
      otp: settings.otp_required ? otpSchema : otpSchema.optional(),
      full_name: z.string().trim().max(100).optional(),
      referral_code: z.string().max(40).optional(),
      /** The affiliate code kept in the tracking cookie (settings.affiliate_tracking). */
      affiliate_code: affiliateCodeSchema.optional(),
      age_confirmed: z.literal(true, { error: "You must be 18 or older to register" }),
      terms_accepted: z.literal(true, { error: "Please accept the terms and conditions" }),
      locale: localeSchema.optional(),
    })
    .refine((value) => value.password === value.confirm_password, {
      message: PASSWORDS_DIFFER,
      path: ["confirm_password"],
    });
}
export type RegisterRequest = z.infer<ReturnType<typeof registerSchemaFor>>;

export const loginPhoneRequestSchema = z.object({
  phone_number: phoneNumberSchema,
  calling_code: callingCodeSchema.optional(),
  password: z.string().min(1, "Please enter your password").max(128),
});
export const loginEmailRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Please enter your password").max(128),
});

export const forgotPasswordRequestSchema = z.object({
  phone_number: phoneNumberSchema,
  calling_code: callingCodeSchema.optional(),
});
export const forgotPasswordEmailRequestSchema = z.object({ email: emailSchema });

/** A code the player received (SMS OTP) exchanged for the reset code /reset-password?code= takes. */
export const checkCodeRequestSchema = z.object({
  code: z.string().min(4).max(128),
  phone_number: phoneNumberSchema.optional(),
  calling_code: callingCodeSchema.optional(),
  email: emailSchema.optional(),
});
export const checkCodeResponseSchema = z.object({ code: z.string() });

/** `fields` followed by a new password (the site's rule) and its matching confirmation. */
export function withNewPassword<T extends z.ZodRawShape>(settings: PasswordSettings, fields: T) {
  return (
    z
      .object({ ...fields, password: sitePasswordSchema(settings), confirm_password: confirmPassword })
      // The generic shape hides the two keys from the checker; they are the ones defined just above.
      .refine(
        (value) => {
          const { password, confirm_password } = value as { password: string; confirm_password: string };
          return password === confirm_password;
        },
        {
          message: PASSWORDS_DIFFER,
          path: ["confirm_password"],
        },
      )
  );
}

export function resetPasswordSchemaFor(settings: PasswordSettings) {
  return withNewPassword(settings, { code: z.string().min(4).max(128) });
}

/** The player as the API returns it; the web keeps it as "user info" (spec §3). */
export const userSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  phone_number: z.string().nullable(),
  calling_code: z.string(),
  email: z.string().nullable(),
  email_verified: z.boolean(),
  /** False for an account that only signs in with Google: it confirms changes by signing in again. */
  has_password: z.boolean(),
  id_number: z.string().nullable(),
  dob: z.string().nullable(),
  gender: z.enum(["m", "f"]).nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  locale: z.string(),
  approved_fica_status: z.boolean(),
  /** The login before this one: shown after login (58 Pa. Code §812a.9). */
  previous_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Login or registration through an OAuth provider (POST /api/session/{method}, e.g. google). */
export const OAUTH_METHODS = ["google"] as const;
export type OAuthMethod = (typeof OAUTH_METHODS)[number];
export const oauthLoginRequestSchema = z.object({
  /** The authorization code the provider returned to redirect_uri. */
  code: z.string().min(1).max(2048),
  redirect_uri: z.url().max(2000),
  /** Needed only when this sign-in creates the account (player protection, as at registration). */
  age_confirmed: z.boolean().optional(),
  terms_accepted: z.boolean().optional(),
  affiliate_code: affiliateCodeSchema.optional(),
});
export type OAuthLoginRequest = z.infer<typeof oauthLoginRequestSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;
