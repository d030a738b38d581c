/** Business constants of spec §9. */
export const DEFAULT_LOCALE = "en";
export const DEFAULT_SITE_CODE = "drc-online";
export const DEFAULT_PAGE_SIZE = 10;
export const TOAST_DURATION_MS = 1500;
export const BALANCE_REPOLL_MS = 1500;
export const DEFAULT_OTP_DIGITS = 6;
export const DEFAULT_RESEND_OTP_TIMEOUT_S = 300;
export const DEFAULT_AFFILIATE_QUERY_PARAM = "mediacle_aff_code";
export const DEFAULT_AFFILIATE_COOKIE_LIFETIME_S = 2_592_000;
export const MOBILE_BREAKPOINT_PX = 768;
export const DEFAULT_DATE_FORMAT = "YYYY/MM/DD";
export const DEFAULT_CALLING_CODE = "254";

/**
 * Session limits (OWASP ASVS 3.3.2, level 2): a session ends after 30 minutes without use and
 * 12 hours after login at the latest. Sites may set their own (settings).
 */
export const DEFAULT_SESSION_IDLE_TIMEOUT_S = 30 * 60;
export const DEFAULT_SESSION_LIFETIME_S = 12 * 60 * 60;
/** SMS pumping caps: codes per phone number or email per day, and per site per day. */
export const DEFAULT_OTP_DAILY_LIMIT_PER_NUMBER = 10;
export const DEFAULT_OTP_DAILY_LIMIT_PER_SITE = 5000;
export const RELOAD_GUARD_MS = 10_000;
export const DEFAULT_THEME = "default";
export const THEMES = ["base2", "base3", "base4", "default"] as const;
export type ThemeName = (typeof THEMES)[number];
export const LAYOUTS = ["base2", "base3", "base4", "default", "empty"] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** Spec §9 "Default home layout order". */
export const HOME_SECTIONS = [
  "trending",
  "slots_carousel",
  "highest_paying",
  "hot",
  "recent_biggest_wins",
] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];
export const DEFAULT_HOME_LAYOUT: Record<HomeSection, number> = {
  trending: 1,
  slots_carousel: 2,
  highest_paying: 3,
  hot: 4,
  recent_biggest_wins: 5,
};

export const LOADING_BAR = {
  durationMs: 2000,
  throttleMs: 200,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const;

/** Spec §4: products enabled by substring match in products_allow. */
export const PRODUCTS = [
  "bitville-sports",
  "bitville_sports_live",
  "aggregator",
  "5-90-lucky5",
  "5-90-lucky4",
  "5-90-lucky3",
  "number",
] as const;
export type Product = (typeof PRODUCTS)[number];
