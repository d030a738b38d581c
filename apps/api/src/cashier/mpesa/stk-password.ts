/** Daraja's clock is Nairobi's (EAT, UTC+3 all year): timestamps in another zone are refused. */
const nairobi = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Africa/Nairobi",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** YYYYMMDDHHmmss in Africa/Nairobi time, as STK push and its query take it. */
export function darajaTimestamp(at: Date): string {
  const parts = Object.fromEntries(nairobi.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}`;
}

/** The STK password: base64 of shortcode + passkey + timestamp (the same timestamp sent along). */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString("base64");
}
