import { randomToken } from "./secret-tokens.ts";

/**
 * The key of OTP HMACs. Production requires AUTH_SECRET (see production-guard.ts): a key kept in
 * the database it protects would leak with it. Without one (the demo, tests) each process makes
 * its own, so codes issued before a restart stop working, which a demo can live with.
 */
export function resolveAuthSecret(configured: string | undefined): string {
  return configured ?? randomToken(48);
}
