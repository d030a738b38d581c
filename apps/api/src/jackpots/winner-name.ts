/*
 * How a winner appears on a public page: never their full name, contact or id. A name gives its
 * first two letters and the initial of the last word ("Wanjiru Kamau" → "Wa*** K."); a player
 * without a name is "Player" and three characters of their id's hash, so two winners tell apart
 * without naming anyone.
 */
import { createHash } from "node:crypto";

export function maskedWinner(fullName: string, userId: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first) {
    const head = [...first].slice(0, 2).join("");
    const last = words.length > 1 ? ` ${[...(words.at(-1) ?? "")][0]?.toUpperCase()}.` : "";
    return `${head.charAt(0).toUpperCase()}${head.slice(1)}***${last}`;
  }
  const tag = createHash("sha256").update(userId).digest("hex").slice(0, 3).toUpperCase();
  return `Player ${tag}***`;
}
