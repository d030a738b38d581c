const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** What Tab can reach inside `container`, in order (hidden ones left out). */
export function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest("[hidden]"),
  );
}

/** The element Tab (or Shift+Tab) should move to so focus wraps inside the list; null to let it be. */
export function wrapTarget<T>(items: readonly T[], current: T | null, backwards: boolean): T | null {
  const first = items[0];
  const last = items[items.length - 1];
  if (first === undefined || last === undefined) return null;
  const index = current === null ? -1 : items.indexOf(current);
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === items.length - 1) return first;
  return null;
}

/** Keeps Tab inside the dialog: from its last control back to its first, and the other way. */
export function trapTab(event: KeyboardEvent, items: HTMLElement[]): void {
  if (event.key !== "Tab") return;
  const root = (event.currentTarget as Node).getRootNode() as Document | ShadowRoot;
  const target = wrapTarget(items, root.activeElement as HTMLElement | null, event.shiftKey);
  if (!target) return;
  event.preventDefault();
  target.focus();
}
