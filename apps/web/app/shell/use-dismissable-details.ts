import { type RefObject, useEffect, useRef } from "react";

/**
 * A <details> menu that closes like a menu should: on a click outside it and on Escape (which
 * returns focus to its summary). Returns the ref to put on the <details>.
 */
export function useDismissableDetails(): RefObject<HTMLDetailsElement | null> {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    const closeOutside = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    details.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      details.removeEventListener("keydown", closeOnEscape);
    };
  }, []);
  return detailsRef;
}
