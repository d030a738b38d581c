import type { OtpPurpose, SendOtpResponse } from "@platform/contracts";
import type { FastifyBaseLogger } from "fastify";
import { HttpError } from "../http/http-error.ts";
import { messagesFor } from "../notifier/messages/index.ts";
import type { Notifier } from "../notifier/notifier.ts";
import { type AttemptLimiter, dailyPolicy } from "../security/attempt-limiter.ts";
import type { Site } from "../sites/site-repository.ts";
import type { OtpDestination } from "./otp-destination.ts";
import { OTP_TTL_MS, type OtpService } from "./otp-service.ts";

export const SEND_FAILED = "We could not send the message. Please try again later.";

/**
 * Issues a code and sends it in the player's language; a failed send frees the resend countdown.
 * Against SMS pumping every code counts toward daily caps per destination and per site (kept in
 * the database, so they hold across nodes), on top of the resend countdown.
 */
export async function sendOtpCode(
  deps: { otp: OtpService; notifier: Notifier; limiter: AttemptLimiter; log: FastifyBaseLogger },
  site: Site,
  purpose: OtpPurpose,
  to: OtpDestination,
  locale: string,
): Promise<SendOtpResponse> {
  const issued = await deps.otp.issue(site, purpose, to);
  try {
    await takeDailyBudget(deps.limiter, site, to);
  } catch (error) {
    await deps.otp.cancel(issued.id);
    throw error;
  }
  const message = messagesFor(locale).otp({
    site: site.settings.site,
    code: issued.code,
    minutes: Math.round(issued.expiresIn / 60),
  });
  try {
    await deps.notifier.send({
      siteCode: site.siteCode,
      channel: to.channel,
      to: to.address,
      subject: to.channel === "email" ? message.subject : undefined,
      text: message.text,
      purpose,
    });
  } catch (error) {
    deps.log.error({ err: error, purpose, channel: to.channel }, "OTP send failed");
    await deps.otp.cancel(issued.id);
    throw new HttpError(503, SEND_FAILED);
  }
  return {
    expires_in: issued.expiresIn,
    resend_in: issued.resendIn,
    digits: issued.digits,
    sent_by: to.channel,
  };
}

/** What a send answers when nothing was sent (no such account): indistinguishable from a send. */
export function unsentOtp(site: Site, channel: OtpDestination["channel"]): SendOtpResponse {
  return {
    expires_in: OTP_TTL_MS / 1000,
    resend_in: site.settings.resend_otp_timeout,
    digits: site.settings.otp_digits,
    sent_by: channel,
  };
}

/**
 * Counts one message with a code or link toward the daily caps per destination
 * (settings.otp_daily_limit_per_number) and per site (otp_daily_limit_per_site); 429 beyond them.
 */
export async function takeDailyBudget(
  limiter: AttemptLimiter,
  site: Site,
  to: OtpDestination,
): Promise<void> {
  const what = to.channel === "sms" ? "number" : "address";
  await limiter.consume(
    `otp-day:${site.id}:${to.key}`,
    dailyPolicy(site.settings.otp_daily_limit_per_number),
    (wait) => `Too many codes were sent to this ${what} today. Try again in ${wait}.`,
  );
  await limiter.consume(
    `otp-day-site:${site.id}`,
    dailyPolicy(site.settings.otp_daily_limit_per_site),
    () => "We cannot send more codes right now. Please try again later.",
  );
}
