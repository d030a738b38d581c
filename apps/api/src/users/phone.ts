/**
 * One spelling per phone: the calling code followed by the national number without its trunk
 * prefix, so "0812345678" and "812345678" with calling code 243 are the same account.
 */
export function internationalPhone(callingCode: string, nationalNumber: string): string {
  return `${callingCode}${nationalNumber.replace(/^0+/, "")}`;
}

/** The national number as the account-info form shows it (read-only). */
export function nationalNumber(phone: string, callingCode: string): string {
  return phone.startsWith(callingCode) ? phone.slice(callingCode.length) : phone;
}
