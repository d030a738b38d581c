import type { User } from "@platform/contracts";
import type { Flash } from "../../shell/session/flash.ts";
import type { Translator } from "../../shell/translator.ts";
import type { Shell } from "../../shell/types.ts";
import { formatLoginTime } from "./format-login-time.ts";

/** After login: welcome back, with the previous login time so a player notices one they did not make. */
export function welcomeFlash(user: User, shell: Pick<Shell, "locale" | "settings">, t: Translator): Flash {
  const message = user.previous_login_at
    ? t("auth.welcome_back", {
        time: formatLoginTime(user.previous_login_at, shell.locale, shell.settings.time_zone),
      })
    : t("auth.welcome_first");
  return { type: "success", message };
}
