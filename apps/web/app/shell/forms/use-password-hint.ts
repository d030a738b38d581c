import type { SiteSettings } from "@platform/contracts";
import { SITE_PASSWORD_RULE_KEY } from "@platform/contracts";
import { useShell, useT } from "../use-shell.ts";

type Translate = (key: string) => string;

/**
 * The password rule in words, shown under new-password fields before the first try: the default
 * rule of spec §5, or a site's own pattern as its password_rule says it (translated when the site
 * gave "validation.password_rule" in the player's language). A pattern without words gets no hint:
 * a regular expression cannot be described reliably.
 */
export function passwordHint(
  settings: Pick<SiteSettings, "password_pattern" | "password_rule">,
  t: Translate,
): string | undefined {
  if (!settings.password_pattern) return t("auth.password_hint");
  if (!settings.password_rule) return undefined;
  const translated = t(SITE_PASSWORD_RULE_KEY);
  return translated === SITE_PASSWORD_RULE_KEY ? settings.password_rule : translated;
}

export function usePasswordHint(): string | undefined {
  const { settings } = useShell();
  return passwordHint(settings, useT());
}
