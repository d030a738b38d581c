import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** 32 random bytes, base64url: session tokens, reset and email-confirmation codes. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** Long random tokens need no salt or slow hash: SHA-256 makes a stolen table useless. */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Short codes (6 digits) could be brute-forced from a plain hash; a keyed HMAC cannot. */
export function hmacHex(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("hex");
}

export function equalHex(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Uniform decimal digits from the CSPRNG (randomInt avoids modulo bias). */
export function randomDigits(count: number): string {
  let code = "";
  for (let index = 0; index < count; index++) code += String(randomInt(10));
  return code;
}
