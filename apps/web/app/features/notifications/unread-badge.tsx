import { useT } from "../../shell/use-shell.ts";
import { useBalance } from "../../shell/wallet/balance-context.tsx";

/** Notifications the player has not read, from the balance every page loads (GET api/user/overview). */
export function useUnreadCount(): number {
  return useBalance().balance?.unread_notifications ?? 0;
}

/** The count's words, e.g. "3 unread notifications", for an accessible name. */
export function useUnreadLabel(): string | null {
  const t = useT();
  const count = useUnreadCount();
  return count > 0 ? t("header.unread_notifications", { count: String(count) }) : null;
}

/**
 * The header's badge. The number is what the eye sees; `label` says it in words for a screen
 * reader where the badge is not already inside a named control.
 */
export function UnreadBadge({ announce = true }: { announce?: boolean }) {
  const count = useUnreadCount();
  const label = useUnreadLabel();
  if (count === 0) return null;
  return (
    <span className="unread-badge" data-testid="unread-badge" {...(announce ? {} : { "aria-hidden": true })}>
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      {announce && <span className="visually-hidden">{label}</span>}
    </span>
  );
}
