import type { OtpPurpose } from "@platform/contracts";
import { and, eq, gt, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { otpCodes } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { Clock } from "../security/clock.ts";
import { equalHex, hmacHex, randomDigits } from "../security/secret-tokens.ts";
import type { Site } from "../sites/site-repository.ts";
import type { OtpDestination } from "./otp-destination.ts";

export const OTP_TTL_MS = 10 * 60_000;
/** Wrong entries a code survives; the fifth wrong one kills it. */
export const OTP_MAX_ATTEMPTS = 5;

const INVALID = "The code is invalid or has expired. Please request a new one.";
const WRONG = "The code is incorrect";
const EXHAUSTED = "Too many wrong codes. Please request a new one.";
const LAST_WRONG = "The code is incorrect, and that was the last try. Please request a new one.";

export interface IssuedOtp {
  id: number;
  code: string;
  expiresIn: number;
  resendIn: number;
  digits: number;
}

/** One-time passwords: random digits, HMAC-hashed at rest, expiring, attempt-limited, single use. */
export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  /**
   * Replaces the live code of (site, purpose, destination). Refused with 429 while the previous
   * code is younger than settings.resend_otp_timeout; the conditional upsert makes two concurrent
   * sends unable to both pass.
   */
  async issue(site: Site, purpose: OtpPurpose, to: OtpDestination): Promise<IssuedOtp> {
    const now = this.clock();
    const { otp_digits: digits, resend_otp_timeout: resendSeconds } = site.settings;
    const code = randomDigits(digits);
    const values = {
      codeHash: this.#hash(site.id, purpose, to, code),
      attempts: 0,
      sentAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      consumedAt: null,
    };
    const resendCutoff = new Date(now.getTime() - resendSeconds * 1000);
    const [row] = await this.db
      .insert(otpCodes)
      .values({ siteId: site.id, purpose, destination: to.key, ...values })
      .onConflictDoUpdate({
        target: [otpCodes.siteId, otpCodes.purpose, otpCodes.destination],
        set: values,
        setWhere: or(isNotNull(otpCodes.consumedAt), lte(otpCodes.sentAt, resendCutoff)),
      })
      .returning({ id: otpCodes.id });
    if (!row) throw await this.#tooEarly(site, purpose, to, resendSeconds);
    return { id: row.id, code, expiresIn: OTP_TTL_MS / 1000, resendIn: resendSeconds, digits };
  }

  /** Lets the player ask again at once when the message could not be sent. */
  async cancel(id: number): Promise<void> {
    await this.db.delete(otpCodes).where(eq(otpCodes.id, id));
  }

  /**
   * Consumes the live code sent to `to`. An attempt is counted atomically before the code is
   * compared (the row lock serialises parallel guesses), so no code is ever compared more than
   * OTP_MAX_ATTEMPTS times. Throws a 400 naming `field` when the code is missing, expired, wrong
   * or exhausted.
   */
  async verify(
    site: Site,
    purpose: OtpPurpose,
    to: OtpDestination,
    code: string,
    field = "otp",
  ): Promise<void> {
    const fail = (message: string) => new HttpError(400, message, [{ message, field }]);
    const now = this.clock();
    const live = and(
      eq(otpCodes.siteId, site.id),
      eq(otpCodes.purpose, purpose),
      eq(otpCodes.destination, to.key),
      isNull(otpCodes.consumedAt),
      gt(otpCodes.expiresAt, now),
    );
    const [taken] = await this.db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(live, lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
      .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash, attempts: otpCodes.attempts });
    if (!taken) {
      const [spent] = await this.db.select({ id: otpCodes.id }).from(otpCodes).where(live);
      throw fail(spent ? EXHAUSTED : INVALID);
    }
    if (!equalHex(taken.codeHash, this.#hash(site.id, purpose, to, code))) {
      throw fail(taken.attempts >= OTP_MAX_ATTEMPTS ? LAST_WRONG : WRONG);
    }
    // Conditional on still being unconsumed, so two requests racing with one code cannot both win.
    const [consumed] = await this.db
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.id, taken.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    if (!consumed) throw fail(INVALID);
  }

  #hash(siteId: number, purpose: OtpPurpose, to: OtpDestination, code: string): string {
    return hmacHex(this.secret, `${siteId}:${purpose}:${to.key}:${code}`);
  }

  async #tooEarly(site: Site, purpose: OtpPurpose, to: OtpDestination, resendSeconds: number) {
    const [row] = await this.db
      .select({ sentAt: otpCodes.sentAt })
      .from(otpCodes)
      .where(
        and(eq(otpCodes.siteId, site.id), eq(otpCodes.purpose, purpose), eq(otpCodes.destination, to.key)),
      );
    const elapsed = this.clock().getTime() - (row?.sentAt.getTime() ?? 0);
    const seconds = Math.max(1, Math.ceil(resendSeconds - elapsed / 1000));
    return new OtpTooEarlyError(seconds);
  }
}

/** 429 with the seconds left, in the message and in Retry-After. */
export class OtpTooEarlyError extends HttpError {
  constructor(seconds: number) {
    const message = `Please wait ${seconds} seconds before requesting a new code.`;
    super(429, message, [{ message, field: "resend_in" }], seconds);
  }
}
