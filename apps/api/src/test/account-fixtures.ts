import { desc, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Database } from "../db/database.ts";
import { outboxMessages } from "../db/schema.ts";
import type { Clock } from "../security/clock.ts";
import type { DemoSite } from "../seed/demo-site.ts";

/** Tenants configured for each authentication flavour the account tests exercise. */
function accountSite(
  siteCode: string,
  languages: string[],
  settings: Omit<DemoSite["settings"], "site">,
): DemoSite {
  return {
    site_code: siteCode,
    domains: [`${siteCode}.test`],
    languages,
    settings: { ...settings, site: `Site ${siteCode}` },
    seo: {},
    pages: [],
    banners: {},
  };
}

/** Phone login, registration proven by an SMS code, calling code 243. */
export const otpSite = accountSite("otp-phone", ["en", "fr"], {
  auth_attempt_by: "phone",
  otp_required: true,
  send_otp_by: "sms",
  calling_code: "243",
  resend_otp_timeout: 60,
});

/** Email login and registration, no code, no phone required. */
export const mailSite = accountSite("mail", ["en", "sw"], {
  auth_attempt_by: "email",
  send_otp_by: "email",
  user_registration_required_phone: false,
});

/** Phone without a code, two-step registration, and its own password rule (6–20, a digit). */
export const plainSite = accountSite("plain", ["en"], {
  auth_attempt_by: "phone",
  user_registration_step2: true,
  password_pattern: "^(?=.*\\d)[A-Za-z\\d]{6,20}$",
  password_rule: "The password must be 6 to 20 letters and digits, with at least one number",
});

/** Google login switched on (with the fake adapter of the tests). */
export const googleSite = accountSite("gsite", ["en"], {
  auth_attempt_by: "email",
  user_registration_required_phone: false,
  google_login_enable: true,
});

export const accountSites = [otpSite, mailSite, plainSite, googleSite];

/** A clock the test moves forward. */
export function testClock(start = new Date("2026-05-01T10:00:00Z")) {
  let now = start.getTime();
  const clock: Clock = () => new Date(now);
  return {
    clock,
    advance(ms: number) {
      now += ms;
    },
  };
}

export const PASSWORD = "Play1234";

type Method = "GET" | "POST" | "DELETE";

/** Calls the API as the web does: site-code header, optional bearer token. */
export function caller(app: FastifyInstance) {
  return (
    method: Method,
    url: string,
    options: {
      site: string;
      body?: unknown;
      token?: string;
      headers?: Record<string, string>;
      /** The client's address (default 127.0.0.1). */
      ip?: string;
    },
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      ...(options.ip ? { remoteAddress: options.ip } : {}),
      headers: {
        "site-code": options.site,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
}

/** The newest outbox message to `to` (international digits or email), on any site. */
export async function lastMessage(db: Database, to: string) {
  const [message] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  if (!message) throw new Error(`no message to ${to}`);
  return message;
}

/** The digits of the newest OTP sent to `to`. */
export async function lastOtp(db: Database, to: string): Promise<string> {
  const { text } = await lastMessage(db, to);
  const code = /\b(\d{4,8})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in "${text}"`);
  return code;
}
