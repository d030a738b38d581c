import { type Dictionary, type TranslateParams, translate } from "@platform/contracts/client";
import { useCallback, useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { Shell } from "./types.ts";

/** The per-request shell the root loader resolved. */
export function useShell(): Shell {
  const data = useRouteLoaderData("root") as { shell: Shell } | undefined;
  if (!data) throw new Error("useShell used outside the root route");
  return data.shell;
}

/**
 * The strings this page may show: the chrome's, sent once with the site, plus the page's own,
 * sent with each page's data (page-translations.ts).
 */
export function useDictionary(): Dictionary {
  const chrome = useOptionalShell()?.dictionary;
  const page = (useRouteLoaderData("page") as { translations?: Dictionary } | undefined)?.translations;
  return useMemo(() => (page ? { ...chrome, ...page } : (chrome ?? {})), [chrome, page]);
}

/** `t(key, params)` for the current language: key fallback and [placeholder] replacement. */
export function useT() {
  const dictionary = useDictionary();
  return useCallback(
    (key: string, params?: TranslateParams) => translate(dictionary, key, params),
    [dictionary],
  );
}

/** The shell when the root loader succeeded; undefined on an error screen raised before it ran. */
export function useOptionalShell(): Shell | undefined {
  return (useRouteLoaderData("root") as { shell: Shell } | undefined)?.shell;
}
