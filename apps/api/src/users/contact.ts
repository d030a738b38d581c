import { acceptedCallingCodes } from "@platform/contracts";
import { HttpError } from "../http/http-error.ts";
import type { Site } from "../sites/site-repository.ts";
import { internationalPhone } from "./phone.ts";

/**
 * The phone (international digits) and email (lower-case) a request names, as accounts store them.
 * Only the site's own calling codes are accepted (settings.calling_codes, else calling_code): a
 * site serves its market, and codes sent to premium numbers abroad are how SMS pumping pays.
 */
export function contactOf(
  site: Site,
  input: { phone_number?: string | undefined; calling_code?: string | undefined; email?: string | undefined },
): { phone: string | null; email: string | null; callingCode: string } {
  const callingCode = input.calling_code ?? site.settings.calling_code;
  const phone = input.phone_number ? internationalPhone(callingCode, input.phone_number) : null;
  const accepted = acceptedCallingCodes(site.settings);
  if (phone && !accepted.includes(callingCode)) {
    const list = accepted.map((code) => `+${code}`).join(", ");
    const message = `Phone numbers with +${callingCode} are not accepted on this site. Please use a number with ${list}.`;
    throw new HttpError(400, message, [{ message, field: "calling_code" }]);
  }
  return { phone, email: input.email ? input.email.trim().toLowerCase() : null, callingCode };
}

/** The language of messages: the requested one when the site offers it, else the site default. */
export function messageLocale(site: Site, requested: string | undefined): string {
  return requested && site.languages.includes(requested) ? requested : site.defaultLanguage;
}
