import { z } from "zod";
import {
  DEFAULT_AFFILIATE_COOKIE_LIFETIME_S,
  DEFAULT_AFFILIATE_QUERY_PARAM,
  DEFAULT_CALLING_CODE,
  DEFAULT_DATE_FORMAT,
  DEFAULT_HOME_LAYOUT,
  DEFAULT_LOCALE,
  DEFAULT_OTP_DAILY_LIMIT_PER_NUMBER,
  DEFAULT_OTP_DAILY_LIMIT_PER_SITE,
  DEFAULT_OTP_DIGITS,
  DEFAULT_RESEND_OTP_TIMEOUT_S,
  DEFAULT_SESSION_IDLE_TIMEOUT_S,
  DEFAULT_SESSION_LIFETIME_S,
  DEFAULT_SITE_CODE,
  DEFAULT_THEME,
  HOME_SECTIONS,
} from "./constants.ts";
import { lottoSettingsSchema } from "./lotto.ts";
import { amountSchema } from "./money-schema.ts";

/**
 * The site settings document of spec §3 "Site settings read", with the defaults of §9.
 * Known keys are typed; unknown keys are kept (`looseObject`) so operators can add switches
 * before the code reads them.
 */

const metaDataSchema = z.looseObject({ enabled: z.boolean().default(true) });

export const navItemSchema = z.looseObject({
  /** Translation key of the label. */
  name: z.string().min(1).max(100),
  to: z.string().min(1).max(500),
  icon: z.string().max(50).optional(),
  metaData: metaDataSchema.default({ enabled: true }),
});
export type NavItem = z.infer<typeof navItemSchema>;

const linkSchema = z.looseObject({ name: z.string().max(100), to: z.string().max(500) });

export const footerSchema = z.looseObject({
  social: z
    .array(z.looseObject({ name: z.string(), url: z.string(), icon: z.string().optional() }))
    .default([]),
  payment: z.array(z.looseObject({ name: z.string(), image: z.string().optional() })).default([]),
  slider: z
    .array(z.looseObject({ title: z.string(), text: z.string().optional(), to: z.string().optional() }))
    .default([]),
  static: z.array(linkSchema).default([]),
  about_us: z.looseObject({ title: z.string(), content: z.string() }).optional(),
  infor: z.array(z.looseObject({ title: z.string(), content: z.string() })).default([]),
});
export type Footer = z.infer<typeof footerSchema>;

export const languageItemSchema = z.looseObject({
  value: z.string().min(2).max(10),
  label: z.string().max(50),
  flag: z.string().max(10).optional(),
});
export type LanguageItem = z.infer<typeof languageItemSchema>;

const homeLayoutSchema = z
  .partialRecord(z.enum(HOME_SECTIONS), z.number().int().min(0).max(99))
  .default(DEFAULT_HOME_LAYOUT);

export const layoutSchema = z.looseObject({
  home: homeLayoutSchema,
  nav: z.array(navItemSchema).default([]),
  footer: footerSchema.default({ social: [], payment: [], slider: [], static: [], infor: [] }),
  header: z
    .looseObject({
      language: z.looseObject({ data: z.array(languageItemSchema).default([]) }).default({ data: [] }),
    })
    .default({ language: { data: [] } }),
});

/** One field of an authentication form: settings choose which fields and in which order. */
export const formFieldSchema = z.looseObject({
  name: z.string().min(1).max(50),
  type: z.enum(["text", "tel", "email", "password", "otp", "checkbox", "date", "select"]).default("text"),
  required: z.boolean().default(true),
  label: z.string().max(100).optional(),
});

const authFormsSchema = z.looseObject({
  register: z.array(formFieldSchema).default([]),
  login: z.array(formFieldSchema).default([]),
  forgot: z.array(formFieldSchema).default([]),
  reset: z.array(formFieldSchema).default([]),
});

export const scriptSchema = z.looseObject({
  src: z.url().optional(),
  content: z.string().max(20_000).optional(),
  async: z.boolean().optional(),
  defer: z.boolean().optional(),
});
export type ScriptEntry = z.infer<typeof scriptSchema>;

export const setupSchema = z.looseObject({
  favicon: z.string().max(2000).optional(),
  script_header: z.array(scriptSchema).default([]),
  script_footer: z.array(scriptSchema).default([]),
});

/** An origin a page may load from, e.g. "https://cdn.example.com" (no path, no wildcard). */
const cspSourceSchema = z
  .string()
  .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, "An origin such as https://cdn.example.com");

/**
 * Extra sources the Content-Security-Policy allows (the aggregator, analytics, a CDN). The sources
 * of setup.script_header/script_footer are allowed without being listed here.
 */
export const contentSecurityPolicySchema = z.looseObject({
  script_src: z.array(cspSourceSchema).default([]),
  connect_src: z.array(cspSourceSchema).default([]),
  frame_src: z.array(cspSourceSchema).default([]),
  img_src: z.array(cspSourceSchema).default([]),
  style_src: z.array(cspSourceSchema).default([]),
  /**
   * Where forms may post, or be redirected after posting: a payment provider's hosted page. The
   * API adds the origins of its gateways' hosted pages itself.
   */
  form_action: z.array(cspSourceSchema).default([]),
});
export type ContentSecurityPolicySettings = z.infer<typeof contentSecurityPolicySchema>;

/** One tier of settings.referral_sport_rewards (credit: which balance the reward goes to). */
export const referralTierSettingSchema = z.looseObject({
  title: z.string().max(100),
  amount: amountSchema,
  credit: z.enum(["cash", "promo"]).default("promo"),
  min_deposit: amountSchema.default("0.00"),
});

export const affiliateTrackingSchema = z.looseObject({
  enable: z.boolean().default(false),
  query_param: z.string().min(1).max(50).default(DEFAULT_AFFILIATE_QUERY_PARAM),
  cookies_lifetime: z.number().int().positive().default(DEFAULT_AFFILIATE_COOKIE_LIFETIME_S),
});

export const siteSettingsSchema = z.looseObject({
  site: z.string().min(1).max(100),
  site_code: z.string().min(1).max(50).default(DEFAULT_SITE_CODE),
  /**
   * The operator the site belongs to (a short code shared by its brands): a time-out or
   * self-exclusion taken on one brand applies on all of them. Absent: the site stands alone.
   */
  operator: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,49}$/, "A short code: lower-case letters, digits and dashes")
    .optional(),

  // Appearance
  skin: z.string().max(50).default("dark"),
  theme: z.string().max(50).default(DEFAULT_THEME),
  logo: z.string().max(2000).optional(),
  logoFooter: z.string().max(2000).optional(),
  time_format: z.string().max(30).default(DEFAULT_DATE_FORMAT),
  time_zone: z.string().max(60).default("UTC"),

  // Navigation and access
  defaultRedirect: z.string().startsWith("/").default("/"),
  default_tab: z.string().max(50).optional(),
  products_allow: z.array(z.string().max(100)).default([]),
  isEnableComingSoon: z.boolean().default(false),

  // Authentication
  otp_required: z.boolean().default(false),
  send_otp_by: z.enum(["sms", "email"]).default("sms"),
  otp_digits: z.number().int().min(4).max(8).default(DEFAULT_OTP_DIGITS),
  resend_otp_timeout: z.number().int().min(10).max(3600).default(DEFAULT_RESEND_OTP_TIMEOUT_S),
  forms: authFormsSchema.default({ register: [], login: [], forgot: [], reset: [] }),
  login_banner: z.string().max(2000).optional(),
  register_banner: z.string().max(2000).optional(),
  calling_code: z
    .string()
    .regex(/^\d{1,4}$/)
    .default(DEFAULT_CALLING_CODE),
  google_login_enable: z.boolean().default(false),
  user_registration_step2: z.boolean().default(false),
  auth_attempt_by: z.enum(["phone", "email"]).default("phone"),
  user_registration_required_phone: z.boolean().default(true),
  password_pattern: z.string().max(500).optional(),
  /**
   * The site's password_pattern in words, every clause with the length first (e.g. "The password
   * must be 6 to 20 letters and digits, with at least one number"): the message of a refused
   * password and the hint under password fields. English here; the site's translations of
   * "validation.password_rule" give it in other languages. Without it a custom pattern gets a
   * generic message, since the default rule's words would describe the wrong rule.
   */
  password_rule: z.string().trim().min(1).max(300).optional(),
  /** Calling codes accepted for phone numbers (login, registration, codes); empty: calling_code only. */
  calling_codes: z.array(z.string().regex(/^\d{1,4}$/)).default([]),
  otp_daily_limit_per_number: z.number().int().min(1).max(1000).default(DEFAULT_OTP_DAILY_LIMIT_PER_NUMBER),
  otp_daily_limit_per_site: z.number().int().min(1).max(10_000_000).default(DEFAULT_OTP_DAILY_LIMIT_PER_SITE),
  /** Seconds without use after which a session ends. */
  session_idle_timeout: z
    .number()
    .int()
    .min(60)
    .max(30 * 86_400)
    .default(DEFAULT_SESSION_IDLE_TIMEOUT_S),
  /** Seconds after login at which a session ends however much it is used. */
  session_lifetime: z
    .number()
    .int()
    .min(300)
    .max(90 * 86_400)
    .default(DEFAULT_SESSION_LIFETIME_S),

  // Money: decimal strings of the site currency, as at the API edge
  currency_code: z.string().length(3).default("USD"),
  currency_symbol: z.string().max(5).default("$"),
  deposit_min: amountSchema.default("1.00"),
  deposit_max: amountSchema.default("10000.00"),
  withdraw_min: amountSchema.default("5.00"),
  withdraw_max: amountSchema.default("5000.00"),
  /**
   * The most one bet may win, whatever the game publishes (slots, crash, sports alike): the
   * seamless wallet refuses a win that would pass it.
   */
  max_win_per_bet: amountSchema.default("500000.00"),
  /** Banks a player may withdraw to (bank selector): code and display name. */
  banks: z
    .array(z.looseObject({ code: z.string().min(1).max(20), name: z.string().min(1).max(100) }))
    .default([]),

  // Referral and FICA
  /**
   * Bring-a-friend rewards (docs/decisions/024-referral.md): when a friend who registered with a
   * player's code makes a first deposit, the referrer earns the highest tier whose min_deposit
   * that deposit reaches, once. No tier configured: the programme is off.
   */
  referral_sport_rewards: z.array(referralTierSettingSchema).default([]),
  /** Days after registering within which the friend's first deposit must come; 0: no limit. */
  referral_qualify_days: z.number().int().min(0).max(3650).default(30),
  /** Rewards one referrer can earn in all: later friends still join, but earn them nothing. */
  referral_max_rewards: z.number().int().min(1).max(100_000).default(50),
  /** The referral page in the account menus (shown only while a reward tier is configured). */
  show_menu_referral: z.boolean().default(true),
  required_fica_to_play: z.boolean().default(false),
  show_menu_fica: z.boolean().default(false),

  layout: layoutSchema.default({
    home: DEFAULT_HOME_LAYOUT,
    nav: [],
    footer: { social: [], payment: [], slider: [], static: [], infor: [] },
    header: { language: { data: [] } },
  }),

  // Feature switches
  allow_voucher: z.boolean().default(false),
  show_menu_add_promotion_code: z.boolean().default(false),
  allow_withdrawal: z.boolean().default(true),
  allow_deposit: z.boolean().default(true),
  allow_promotion: z.boolean().default(true),
  show_menu_banking: z.boolean().default(false),

  // Affiliate tracking (two naming schemes exist: the block and the application-setting names)
  affiliate_tracking: affiliateTrackingSchema.default({
    enable: false,
    query_param: DEFAULT_AFFILIATE_QUERY_PARAM,
    cookies_lifetime: DEFAULT_AFFILIATE_COOKIE_LIFETIME_S,
  }),
  enableMediacleAffiliateTracking: z.boolean().optional(),
  cookiesLifetimeMediacleAffTracking: z.number().int().positive().optional(),

  // Draw games (issue 10): paytables, timetables and stakes; defaults are the region's.
  lotto: lottoSettingsSchema.prefault({}),

  // Other
  default_language: z.string().min(2).max(10).default(DEFAULT_LOCALE),
  dengageEnable: z.boolean().default(false),
  /**
   * Safer gambling: minutes between reality checks for players who chose none (RTS 13); 0 turns
   * them off. One of 0, 15, 30, 45, 60.
   */
  reality_check_default_minutes: z
    .number()
    .int()
    .refine((value) => [0, 15, 30, 45, 60].includes(value), "One of 0, 15, 30, 45, 60")
    .default(60),
  setup: setupSchema.default({ script_header: [], script_footer: [] }),
  content_security_policy: contentSecurityPolicySchema.default({
    script_src: [],
    connect_src: [],
    frame_src: [],
    img_src: [],
    style_src: [],
    form_action: [],
  }),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;

export const settingsResponseDataSchema = z.object({
  settings: siteSettingsSchema,
  site_code: z.string(),
  /** Where players reach the site (configured scheme and primary domain), e.g. https://play.example. */
  public_origin: z.string(),
});
export type SettingsResponseData = z.infer<typeof settingsResponseDataSchema>;

/** The affiliate config, whichever naming the operator used; the application-setting names win. */
export function affiliateConfig(settings: SiteSettings) {
  const block = settings.affiliate_tracking;
  return {
    enable: settings.enableMediacleAffiliateTracking ?? block.enable,
    queryParam: block.query_param,
    cookiesLifetime: settings.cookiesLifetimeMediacleAffTracking ?? block.cookies_lifetime,
  };
}

/** The calling codes a site accepts (settings.calling_codes, else its calling_code). */
export function acceptedCallingCodes(
  settings: Pick<SiteSettings, "calling_code" | "calling_codes">,
): string[] {
  return settings.calling_codes.length > 0 ? settings.calling_codes : [settings.calling_code];
}

/** Languages offered in the header (only items with a value), else the default language. */
export function offeredLanguages(settings: SiteSettings): string[] {
  const values = settings.layout.header.language.data.map((item) => item.value).filter(Boolean);
  return values.length > 0 ? values : [settings.default_language];
}
