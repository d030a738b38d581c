import { z } from "zod";
import { callingCodeSchema, otpSchema, phoneNumberSchema, withNewPassword } from "./auth.ts";
import { localeSchema } from "./i18n.ts";
import type { SiteSettings } from "./settings.ts";
import { emailSchema, idNumberSchema, MESSAGES } from "./validation.ts";

/**
 * The user calls of spec §7 that manage the account. The account-info form (spec §3) shows
 * phone_number, id_number and email read-only and calling_code hidden; only the rest is editable.
 */
export const myDetailRequestSchema = z.object({
  full_name: z.string().trim().min(1, "Please enter your full name").max(100),
  dob: z
    .string({ error: MESSAGES.dobRequired })
    .min(1, MESSAGES.dobRequired)
    .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.dobRequired),
  gender: z.enum(["m", "f"], { error: "Please choose m or f" }).optional(),
  city: z.string().trim().max(80).optional(),
  state: z.string().trim().max(80).optional(),
  /** Only accepted while the account has none (two-step registration); read-only afterwards. */
  id_number: idNumberSchema.optional(),
});
export type MyDetailRequest = z.infer<typeof myDetailRequestSchema>;

export function changePasswordSchemaFor(settings: Pick<SiteSettings, "password_pattern" | "password_rule">) {
  return withNewPassword(settings, {
    current_password: z.string({ error: MESSAGES.oldPasswordRequired }).min(1, MESSAGES.oldPasswordRequired),
  });
}

/**
 * A first password for an account that only signed in with Google (no current password to give;
 * a fresh Google sign-in proves the player instead).
 */
export function setPasswordSchemaFor(settings: Pick<SiteSettings, "password_pattern" | "password_rule">) {
  return withNewPassword(settings, {});
}

/**
 * The current password that proves the player before a sensitive change. Optional in the shape
 * only because an account without a password (Google sign-in) proves itself by a fresh sign-in;
 * the API requires it from every account that has one.
 */
const currentPasswordSchema = z.string().max(128).optional();

/** Starts an email change: a confirmation code goes to the new address (changeConfirmEmail applies it). */
export const changeEmailRequestSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});
export const changeConfirmEmailQuerySchema = z.object({ code: z.string().min(4).max(128) });

/** The OTP was sent to the new number with send-otp purpose "change_phone". */
export const changePhoneRequestSchema = z.object({
  phone_number: phoneNumberSchema,
  calling_code: callingCodeSchema.optional(),
  otp: otpSchema,
  password: currentPasswordSchema,
});

export const updateLocaleRequestSchema = z.object({ locale: localeSchema });

export const deactivateOptionSchema = z.object({ id: z.string(), label: z.string() });
export const deactivateOptionsResponseSchema = z.array(deactivateOptionSchema);
export const deactivateRequestSchema = z.object({
  option_id: z.string().min(1, "Please choose a reason"),
  password: currentPasswordSchema,
  comment: z.string().max(500).optional(),
});
