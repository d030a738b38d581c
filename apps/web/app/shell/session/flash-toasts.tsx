import { useEffect } from "react";
import { useToast } from "../toast/toast-provider.tsx";
import type { Flash } from "./flash.ts";

/**
 * Shows the flashes a redirecting action left for this page. Each loader answer carries them
 * once (the cookie is cleared with it), so a new array means new messages.
 */
export function FlashToasts({ flashes }: { flashes: readonly Flash[] }) {
  const showToast = useToast();
  useEffect(() => {
    for (const flash of flashes) showToast(flash.type, flash.message);
  }, [flashes, showToast]);
  return null;
}
