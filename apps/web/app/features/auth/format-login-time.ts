/**
 * A login time in the site's time zone (settings.time_zone) and the player's language. An
 * unknown zone in the settings falls back to UTC rather than failing the login.
 */
export function formatLoginTime(iso: string, locale: string, timeZone: string): string {
  const date = new Date(iso);
  const options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    // Say which zone the time is in, since it is not the one the site's players expect.
    return `${new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(date)} UTC`;
  }
}
