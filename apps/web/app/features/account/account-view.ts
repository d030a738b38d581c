import type { User } from "@platform/contracts";

/** The player's own profile fields the account screens show (spec §3 account-info form). */
export type AccountView = Pick<
  User,
  | "phone_number"
  | "calling_code"
  | "email"
  | "email_verified"
  | "has_password"
  | "id_number"
  | "full_name"
  | "dob"
  | "gender"
  | "city"
  | "state"
  | "approved_fica_status"
>;

export function accountView(user: User): AccountView {
  return {
    phone_number: user.phone_number,
    calling_code: user.calling_code,
    email: user.email,
    email_verified: user.email_verified,
    has_password: user.has_password,
    id_number: user.id_number,
    full_name: user.full_name,
    dob: user.dob,
    gender: user.gender,
    city: user.city,
    state: user.state,
    approved_fica_status: user.approved_fica_status,
  };
}
