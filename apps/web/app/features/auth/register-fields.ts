import type { SiteSettings } from "@platform/contracts";

export const REGISTER_FIELD_NAMES = [
  "phone_number",
  "email",
  "otp",
  "password",
  "confirm_password",
  "full_name",
  "referral_code",
  "age_confirmed",
  "terms_accepted",
] as const;
export type RegisterFieldName = (typeof REGISTER_FIELD_NAMES)[number];

export interface RegisterField {
  name: RegisterFieldName;
  required: boolean;
  /** Translation key of the label. */
  label: string;
}

type RegisterSettings = Pick<
  SiteSettings,
  "forms" | "auth_attempt_by" | "otp_required" | "user_registration_required_phone"
>;

function isFieldName(name: string): name is RegisterFieldName {
  return (REGISTER_FIELD_NAMES as readonly string[]).includes(name);
}

/** The fields registerSchemaFor(settings) requires, so no configuration can make signing up impossible. */
function requiredFields(settings: RegisterSettings): Set<RegisterFieldName> {
  const required = new Set<RegisterFieldName>([
    "password",
    "confirm_password",
    "age_confirmed",
    "terms_accepted",
  ]);
  if (settings.auth_attempt_by === "phone" || settings.user_registration_required_phone) {
    required.add("phone_number");
  }
  if (settings.auth_attempt_by === "email") required.add("email");
  if (settings.otp_required) required.add("otp");
  return required;
}

/** Without a configured form: contact, its code, the password pair, then the declarations. */
function defaultOrder(settings: RegisterSettings, required: Set<RegisterFieldName>): RegisterFieldName[] {
  const contact: RegisterFieldName[] =
    settings.auth_attempt_by === "email" ? ["email", "phone_number"] : ["phone_number"];
  return [
    ...contact.filter((name) => required.has(name)),
    ...(required.has("otp") ? (["otp"] as const) : []),
    "password",
    "confirm_password",
    "age_confirmed",
    "terms_accepted",
  ];
}

const DECLARATIONS: readonly RegisterFieldName[] = ["age_confirmed", "terms_accepted"];

/**
 * The registration fields in display order (spec §3 "definitions and order of the register
 * form"): settings.forms.register when the operator defined it, else derived from the settings.
 * Unknown names are dropped, an OTP field only appears when the site asks for one, and every
 * field the site's schema requires is present (missing ones are added before the declarations).
 */
export function registerFieldsFor(settings: RegisterSettings): RegisterField[] {
  const required = requiredFields(settings);
  const configured = settings.forms.register.filter(
    (field, index, all) =>
      isFieldName(field.name) &&
      (field.name !== "otp" || settings.otp_required) &&
      all.findIndex((other) => other.name === field.name) === index,
  );
  const field = (name: RegisterFieldName, configuredRequired = false, label?: string): RegisterField => ({
    name,
    required: configuredRequired || required.has(name),
    label: label ?? `auth.field.${name}`,
  });

  if (configured.length === 0) return defaultOrder(settings, required).map((name) => field(name));

  const fields = configured.map((item) => field(item.name as RegisterFieldName, item.required, item.label));
  const present = new Set(fields.map((item) => item.name));
  const missing = REGISTER_FIELD_NAMES.filter((name) => required.has(name) && !present.has(name));
  const firstDeclaration = fields.findIndex((item) => DECLARATIONS.includes(item.name));
  const insertAt = firstDeclaration === -1 ? fields.length : firstDeclaration;
  fields.splice(
    insertAt,
    0,
    ...missing.filter((name) => !DECLARATIONS.includes(name)).map((name) => field(name)),
  );
  fields.push(...missing.filter((name) => DECLARATIONS.includes(name)).map((name) => field(name)));
  return fields;
}

/**
 * The register fields with a referral code field when the visitor brings a code (a share link's,
 * spec §2 referral) and the site's form has none, placed before the declarations (age, terms)
 * like the other optional fields.
 */
export function withReferralField(fields: RegisterField[], hasCode: boolean): RegisterField[] {
  if (!hasCode || fields.some((field) => field.name === "referral_code")) return fields;
  const field: RegisterField = { name: "referral_code", required: false, label: "auth.field.referral_code" };
  const at = fields.findIndex((item) => item.name === "age_confirmed" || item.name === "terms_accepted");
  return at === -1 ? [...fields, field] : [...fields.slice(0, at), field, ...fields.slice(at)];
}
