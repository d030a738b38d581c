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
  const shown = count > 99 ? "99+" : String(count);
  if (!announce) {
    // Inside a control named by its label: drawn by CSS (`data-count`), so the figure is not
    // visible text that the control's name would have to contain (WCAG 2.5.3, label in name).
    return <span className="unread-badge" data-testid="unread-badge" data-count={shown} aria-hidden="true" />;
  }
  return (
    <span className="unread-badge" data-testid="unread-badge">
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
