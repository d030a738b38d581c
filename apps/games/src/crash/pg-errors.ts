/** PostgreSQL's error code, however the driver or drizzle wrapped the error. */
function sqlState(error: unknown): string | null {
  let current: unknown = error;
  while (typeof current === "object" && current !== null) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** unique_violation: a player's bet slot already taken in the round. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === "23505";

/** check_violation: a CHECK or the crash_bets_guard trigger refused the write. */
export const isCheckViolation = (error: unknown) => sqlState(error) === "23514";
