import { useEffect } from "react";

/**
 * Marks `<html data-hydrated>` once React owns the page: CSS can reveal controls that need
 * JavaScript, and browser tests know when a click is handled by the app rather than the browser.
 */
export function useHydratedFlag(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
