import type { AccountArea } from "./account-area.ts";

/** Spec §2: /account/notifications, and its /users twin named in the singular. */
export function notificationsPath(area: AccountArea): string {
  return area === "/users" ? "/users/notification" : "/account/notifications";
}
