import { DEFAULT_THEME, THEMES, type ThemeName } from "@platform/contracts/client";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installPreloadReload } from "./features/chunk-reload/install-preload-reload.ts";
import { reloadPageOnce } from "./features/chunk-reload/reload-guard.ts";
import { loadTheme } from "./themes/registry.ts";

installPreloadReload();

/** The server rendered the tenant's theme into <html data-theme>; load only that theme's chunk. */
function activeTheme(): ThemeName {
  const name = document.documentElement.dataset.theme;
  return (THEMES as readonly (string | undefined)[]).includes(name) ? (name as ThemeName) : DEFAULT_THEME;
}

try {
  // Before hydration: rendering reads the theme synchronously, and must match the server HTML.
  await loadTheme(activeTheme());
} catch (error) {
  // A chunk gone after a deploy: reload once for fresh HTML; otherwise hydrate and let the error
  // boundary show what failed.
  if (reloadPageOnce()) throw error;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
