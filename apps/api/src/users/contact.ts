import type { Site } from "../sites/site-repository.ts";
import { internationalPhone } from "./phone.ts";

/** The phone (international digits) and email (lower-case) a request names, as accounts store them. */
export function contactOf(
  site: Site,
  input: { phone_number?: string; calling_code?: string; email?: string },
): { phone: string | null; email: string | null; callingCode: string } {
  const callingCode = input.calling_code ?? site.settings.calling_code;
  return {
    phone: input.phone_number ? internationalPhone(callingCode, input.phone_number) : null,
    email: input.email ? input.email.trim().toLowerCase() : null,
    callingCode,
  };
}

/** The language of messages: the requested one when the site offers it, else the site default. */
export function messageLocale(site: Site, requested: string | undefined): string {
  return requested && site.languages.includes(requested) ? requested : site.defaultLanguage;
}
