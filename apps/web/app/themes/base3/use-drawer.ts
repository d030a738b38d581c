import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * The mobile navigation drawer. It is open only on the path it was opened on, so following a
 * link closes it without an effect; Escape and a press outside close it too.
 */
export function useDrawer() {
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = () => setOpenedOn(null);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!drawerRef.current?.contains(target) && !buttonRef.current?.contains(target)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return {
    open,
    buttonRef,
    drawerRef,
    toggle: () => setOpenedOn(open ? null : pathname),
    close: () => {
      setOpenedOn(null);
      buttonRef.current?.focus();
    },
  };
}
