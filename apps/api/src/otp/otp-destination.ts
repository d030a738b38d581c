import type { SiteSettings } from "@platform/contracts";
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

/** Every destination a code for this contact may have gone to, the preferred one first. */
export function candidateDestinations(
  settings: Pick<SiteSettings, "send_otp_by">,
  contact: { phone: string | null; email: string | null },
): OtpDestination[] {
  const preferred = chooseDestination(settings, contact);
  const all = [
    contact.phone ? destination("sms", contact.phone) : null,
    contact.email ? destination("email", contact.email) : null,
  ].filter((item): item is OtpDestination => item !== null);
  return [preferred, ...all.filter((item) => item.key !== preferred.key)];
}
