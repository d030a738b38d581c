import type { User } from "@platform/contracts";

/** A player as GET /api/user/profile returns one, for unit tests. */
export const testUser: User = {
  id: "u1",
  first_name: "Jean",
  last_name: "Mukendi",
  full_name: "Jean Mukendi",
  phone_number: "0812345678",
  calling_code: "243",
  email: null,
  email_verified: false,
  has_password: true,
  id_number: null,
  dob: null,
  gender: null,
  city: null,
  state: null,
  locale: "fr",
  approved_fica_status: false,
  previous_login_at: null,
  created_at: "2024-01-01T00:00:00.000Z",
};
