/** Providers that ignore dots in the local part (their documented behaviour). */
const DOTLESS = new Set(["gmail.com", "googlemail.com"]);

/**
 * One mailbox however it is spelt: case, a "+tag" after the local part, and for Gmail the dots
 * and the googlemail.com alias. "Jane.Doe+bet@gmail.com" and "janedoe@googlemail.com" are one
 * person's address, so a second account under either is that person's.
 */
export function canonicalMailbox(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus >= 0) local = local.slice(0, plus);
  if (DOTLESS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

export function sameMailbox(a: string, b: string): boolean {
  return canonicalMailbox(a) === canonicalMailbox(b);
}
