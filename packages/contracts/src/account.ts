import { z } from "zod";
import { callingCodeSchema, otpSchema, phoneNumberSchema, sitePasswordSchema } from "./auth.ts";
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

export function changePasswordSchemaFor(settings: Pick<SiteSettings, "password_pattern">) {
  return z
    .object({
      current_password: z
        .string({ error: MESSAGES.oldPasswordRequired })
        .min(1, MESSAGES.oldPasswordRequired),
      password: sitePasswordSchema(settings),
      confirm_password: z
        .string({ error: MESSAGES.confirmPasswordRequired })
        .min(1, MESSAGES.confirmPasswordRequired),
    })
    .refine((value) => value.password === value.confirm_password, {
      message: "The password confirmation does not match",
      path: ["confirm_password"],
    });
}

/** Starts an email change: a confirmation code goes to the new address (changeConfirmEmail applies it). */
export const changeEmailRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(128),
});
export const changeConfirmEmailQuerySchema = z.object({ code: z.string().min(4).max(128) });

/** The OTP was sent to the new number with send-otp purpose "change_phone". */
export const changePhoneRequestSchema = z.object({
  phone_number: phoneNumberSchema,
  calling_code: callingCodeSchema.optional(),
  otp: otpSchema,
});

export const updateLocaleRequestSchema = z.object({ locale: localeSchema });

export const deactivateOptionSchema = z.object({ id: z.string(), label: z.string() });
export const deactivateOptionsResponseSchema = z.array(deactivateOptionSchema);
export const deactivateRequestSchema = z.object({
  option_id: z.string().min(1, "Please choose a reason"),
  password: z.string().min(1, "Please enter your password").max(128),
  comment: z.string().max(500).optional(),
});
