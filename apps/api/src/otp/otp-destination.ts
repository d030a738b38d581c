import { MESSAGES, type SiteSettings } from "@platform/contracts";
import { HttpError } from "../http/http-error.ts";
import type { Channel } from "../notifier/notifier.ts";

export interface OtpDestination {
  channel: Channel;
  /** International phone digits or a lower-case email. */
  address: string;
  /** The key of the otp_codes row: "sms:243812345678" or "email:a@b.example". */
  key: string;
}

export function destination(channel: Channel, address: string): OtpDestination {
  return { channel, address, key: `${channel}:${address}` };
}

/**
 * Where a code goes: by settings.send_otp_by, unless the request carries only a phone or only an
 * email, which then decides.
 */
export function chooseDestination(
  settings: Pick<SiteSettings, "send_otp_by">,
  contact: { phone: string | null; email: string | null },
): OtpDestination {
  if (contact.phone && (!contact.email || settings.send_otp_by === "sms")) {
    return destination("sms", contact.phone);
  }
  if (contact.email) return destination("email", contact.email);
  throw new HttpError(400, "Please enter your phone number or email", [
    { message: "Please enter your phone number or email", field: "phone_number" },
  ]);
}

/**
 * Where a registration code goes, and so what it proves: the phone on a site that verifies by
 * SMS, the email on one that verifies by email. Never "whichever contact the request lists": a
 * code delivered to the registrant's own email must not register someone else's phone.
 */
export function registrationDestination(
  settings: Pick<SiteSettings, "send_otp_by">,
  contact: { phone: string | null; email: string | null },
): OtpDestination {
  if (settings.send_otp_by === "sms") {
    if (contact.phone) return destination("sms", contact.phone);
    throw new HttpError(400, MESSAGES.phoneRequired, [
      { message: MESSAGES.phoneRequired, field: "phone_number" },
    ]);
  }
  if (contact.email) return destination("email", contact.email);
  throw new HttpError(400, EMAIL_REQUIRED, [{ message: EMAIL_REQUIRED, field: "email" }]);
}

const EMAIL_REQUIRED = "Please enter your email address";
