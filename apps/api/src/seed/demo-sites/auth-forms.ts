import type { SiteSettingsInput } from "@platform/contracts";

type Forms = NonNullable<SiteSettingsInput["forms"]>;
type FieldType = "text" | "tel" | "email" | "password" | "otp" | "checkbox" | "date" | "select";

function field(name: string, type: FieldType, required = true) {
  return { name, type, required };
}

const PASSWORDS = [field("password", "password"), field("confirm_password", "password")];
const CONSENT = [field("age_confirmed", "checkbox"), field("terms_accepted", "checkbox")];
const PHONE = field("phone_number", "tel");
const EMAIL = field("email", "email");

/**
 * The authentication forms of settings.forms, in display order. The web renders them as given;
 * the API enforces the same rules from the other settings (auth_attempt_by, otp_required ...).
 */
export const AUTH_FORMS = {
  /** Phone login; registration proves the number with an SMS code (otp_required). */
  phoneWithOtp: {
    register: [
      PHONE,
      field("otp", "otp"),
      ...PASSWORDS,
      field("full_name", "text", false),
      field("referral_code", "text", false),
      ...CONSENT,
    ],
    login: [PHONE, field("password", "password")],
    forgot: [PHONE],
    reset: PASSWORDS,
  },
  /** Email login and registration; a phone number is optional. */
  email: {
    register: [
      EMAIL,
      ...PASSWORDS,
      field("full_name", "text", false),
      field("phone_number", "tel", false),
      ...CONSENT,
    ],
    login: [EMAIL, field("password", "password")],
    forgot: [EMAIL],
    reset: PASSWORDS,
  },
  /** Phone login without a code. */
  phone: {
    register: [PHONE, ...PASSWORDS, field("full_name", "text", false), ...CONSENT],
    login: [PHONE, field("password", "password")],
    forgot: [PHONE],
    reset: PASSWORDS,
  },
  /**
   * Two-step registration (user_registration_step2): a short first form, then the details saved
   * with POST /api/user/myDetail once logged in. The optional email is confirmed by a link; it is
   * also how a brand of the same operator recognises a player excluded on the other one.
   */
  twoStep: {
    register: [PHONE, field("email", "email", false), ...PASSWORDS, ...CONSENT],
    register_step2: [
      field("full_name", "text"),
      field("dob", "date"),
      field("gender", "select", false),
      field("id_number", "text", false),
      field("city", "text", false),
      field("state", "text", false),
    ],
    login: [PHONE, field("password", "password")],
    forgot: [PHONE],
    reset: PASSWORDS,
  },
} satisfies Record<string, Forms>;

/** Every demo player's password; it fits the default rule of spec §5. */
export const DEMO_PASSWORD = "Play1234";
