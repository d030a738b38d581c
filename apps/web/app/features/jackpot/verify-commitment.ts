/*
 * The browser's check of a revealed drop (docs/decisions/042): SHA-256 of the ASCII text of the
 * drop point in minor units followed by the nonce's 64 hex digits, against the commitment shown
 * from the pool's start. WebCrypto exists only on secure pages (https, or localhost).
 */

export function canVerifyCommitment(): boolean {
  return typeof globalThis.crypto?.subtle?.digest === "function";
}

export async function commitmentOf(pointMinor: string, nonce: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${pointMinor}${nonce}`);
  const digest = await globalThis.crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Whether the revealed point and nonce hash to the commitment, and what they hash to. */
export async function checkDrop(drop: {
  point_minor: string;
  nonce: string;
  commitment: string;
}): Promise<{ ok: boolean; hash: string }> {
  const hash = await commitmentOf(drop.point_minor, drop.nonce);
  return { ok: hash === drop.commitment.toLowerCase(), hash };
}
