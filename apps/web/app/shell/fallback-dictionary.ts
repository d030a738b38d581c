import { type Dictionary, translate } from "@platform/contracts/client";
import { useCallback } from "react";
import { useDictionary, useOptionalShell } from "./use-shell.ts";

/**
 * English for the few strings the document shows before or without a shell (the error screen
 * when settings failed to load). Everything else is only rendered with a shell.
 */
const FALLBACK_DICTIONARY: Dictionary = {
  "common.loading": "Loading…",
  "error.go_home": "Go To Home",
  "error.page_not_found": "Page not found",
  "loading_bar.label": "Page loading",
  "toast.region": "Notifications",
};

/** `t(key)` that works on the error screen too: the site's dictionary, else English. */
export function useResilientT() {
  const site = useDictionary();
  const dictionary = useOptionalShell() ? site : FALLBACK_DICTIONARY;
  return useCallback((key: string) => translate(dictionary, key), [dictionary]);
}
