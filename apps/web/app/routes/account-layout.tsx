import { Outlet } from "react-router";
import { accountAreaLinks } from "../features/account-area/account-area-styles.ts";
import { AccountNav } from "../features/account-area/account-nav.tsx";
import { useUser } from "../shell/use-user.ts";

export const links = accountAreaLinks;

/**
 * Every page of /account and /users: the area's menu beside the page. The deposit status pages
 * are open to visitors (spec §6), who get the page without the menu.
 */
export default function AccountLayout() {
  const user = useUser();
  return (
    <div className={user ? "account-area" : "account-area account-area--visitor"}>
      {user && <AccountNav />}
      <div className="account-area__page">
        <Outlet />
      </div>
    </div>
  );
}
