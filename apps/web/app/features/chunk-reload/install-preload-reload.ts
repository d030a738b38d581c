import { reloadPageOnce } from "./reload-guard.ts";

/**
 * Vite fires `vite:preloadError` when a lazily loaded chunk or its CSS fails. Reloading fetches
 * the new HTML and its current asset names; if the guard refuses, the error propagates to the
 * route error boundary instead.
 */
export function installPreloadReload(): void {
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadPageOnce()) event.preventDefault();
  });
}
