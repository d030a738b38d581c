import { Form, Link, useLocation } from "react-router";
import { UnreadBadge, useUnreadLabel } from "../../features/notifications/unread-badge.tsx";
import { SaferHeader } from "../../features/safer-gambling/safer-header.tsx";
import { HeaderBalance } from "../../features/wallet/header-balance.tsx";
import { type AccountArea, accountAreaOf } from "../../shell/account-area/account-area.ts";
import { accountLinks } from "../../shell/account-area/account-links.ts";
import type { UserInfo } from "../../shell/session.ts";
import { useDismissableDetails } from "../../shell/use-dismissable-details.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { useUser } from "../../shell/use-user.ts";
import { Icon } from "./icon.tsx";

function displayName(user: UserInfo): string | null {
  const name = `${user.firstname} ${user.lastname}`.trim();
  return name || user.phone;
}

/** The logged-in header: the player's name opening a menu with their account pages and logout. */
function AccountMenu({ user, area }: { user: UserInfo; area: AccountArea }) {
  const t = useT();
  const { settings } = useShell();
  const detailsRef = useDismissableDetails();
  const name = displayName(user) ?? t("header.my_account");
  const unread = useUnreadLabel();
  const menuLabel = t("header.account_menu", { name });
  return (
    <details ref={detailsRef} className="account-menu">
      <summary className="account-menu__toggle" aria-label={unread ? `${menuLabel}, ${unread}` : menuLabel}>
        {/* The initial is drawn by CSS: as text it would be visible words missing from the label. */}
        <span
          className="account-menu__avatar"
          aria-hidden="true"
          data-initial={name.slice(0, 1).toUpperCase()}
        >
          <UnreadBadge announce={false} />
        </span>
        <span className="account-menu__name">{name}</span>
        <Icon name="down" className="lang__chevron" />
      </summary>
      <div className="account-menu__list">
        {accountLinks(area, settings).map((link) => (
          <Link key={link.to} to={link.to} className="account-menu__item">
            {t(link.label)}
            {link.label === "account.nav.notifications" && <UnreadBadge />}
          </Link>
        ))}
        <Form method="post" action="/logout">
          <button type="submit" className="account-menu__item">
            {t("header.logout")}
          </button>
        </Form>
      </div>
    </details>
  );
}

/** Visitors see Log in / Join now; a logged-in player sees their balance and account menu. */
export function AuthLinks() {
  const t = useT();
  const user = useUser();
  const { theme } = useShell();
  const area = accountAreaOf(useLocation().pathname, theme);
  if (user) {
    return (
      <div className="auth auth--player">
        <SaferHeader area={area} />
        <HeaderBalance area={area} />
        <AccountMenu user={user} area={area} />
      </div>
    );
  }
  return (
    <div className="auth">
      <Link to="/login" className="btn btn--ghost auth__login">
        {t("header.login")}
      </Link>
      <Link to="/register" className="btn btn--primary auth__register">
        {t("header.register")}
      </Link>
    </div>
  );
}
