/** A date and time in the site's time zone (settings.time_zone) and the player's language. */
export function formatTime(iso: string, locale: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(new Date(iso));
  } catch {
    return `${new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(new Date(iso))} UTC`;
  }
}
