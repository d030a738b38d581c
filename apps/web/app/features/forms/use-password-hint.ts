import { useShell, useT } from "../../shell/use-shell.ts";

/**
 * The rule of spec §5 in words, shown under new-password fields. A site with its own
 * password_pattern gets no hint: a regular expression cannot be described reliably.
 */
export function usePasswordHint(): string | undefined {
  const { settings } = useShell();
  const t = useT();
  return settings.password_pattern ? undefined : t("auth.password_hint");
}
