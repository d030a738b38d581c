import type { User } from "@platform/contracts";
import type { users } from "../db/schema.ts";
import { nationalNumber } from "./phone.ts";

export type UserRow = typeof users.$inferSelect;

/** Spec §3 names first and last name; the account stores one full_name, split at the first space. */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const trimmed = fullName.trim().replace(/\s+/g, " ");
  const space = trimmed.indexOf(" ");
  if (space < 0) return { first_name: trimmed, last_name: "" };
  return { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1) };
}

/** The player as contracts' userSchema describes it; never carries secrets. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    ...splitFullName(row.fullName),
    full_name: row.fullName,
    phone_number: row.phone ? nationalNumber(row.phone, row.callingCode) : null,
    calling_code: row.callingCode,
    email: row.email,
    email_verified: row.emailVerified,
    has_password: row.passwordHash !== null,
    id_number: row.idNumber,
    dob: row.dob,
    gender: row.gender === "m" || row.gender === "f" ? row.gender : null,
    city: row.city,
    state: row.state,
    locale: row.locale,
    approved_fica_status: row.approvedFicaStatus,
    previous_login_at: row.previousLoginAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
