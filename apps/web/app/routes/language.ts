import { offeredLanguages, translate } from "@platform/contracts";
import { data, redirect } from "react-router";
import { z } from "zod";
import { apiFetch } from "../shell/api-client.server.ts";
import { serializeCookie } from "../shell/cookies.ts";
import { logger } from "../shell/logger.ts";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from "../shell/resolve-locale.ts";
import { safeRedirectPath } from "../shell/safe-redirect.ts";
import { assertSameOrigin } from "../shell/session/same-origin.ts";
import { sessionContext } from "../shell/session.ts";
import { shellContext } from "../shell/shell-context.ts";
import type { Shell } from "../shell/types.ts";
import type { Route } from "./+types/language";

/**
 * A player's language is also saved on the account (POST /api/user/updateLocale), so messages
 * the platform sends them follow it. Failing to save must not block the switch itself.
 */
async function saveLocale(context: Route.ActionArgs["context"], shell: Shell, locale: string) {
  try {
    await apiFetch(context, "/api/user/updateLocale", z.unknown(), {
      method: "POST",
      body: { locale },
      shell,
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.warn("updateLocale failed", error);
  }
}

/**
 * The language switch (spec §4 "changing it re-applies the language"): stores the `locale`
 * cookie and returns to the page. Works as a plain form post; with JS the switcher's fetcher
 * follows the redirect and the root loader revalidates, bringing the new dictionary in place.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const shell = context.get(shellContext);
  const offered = offeredLanguages(shell.settings);
  const form = z
    .object({
      locale: z.string().refine((locale) => offered.includes(locale)),
      redirectTo: z.string().optional(),
    })
    .safeParse(Object.fromEntries(await request.formData()));
  if (!form.success)
    return data({ error: translate(shell.dictionary, "language.unsupported") }, { status: 400 });

  if (context.get(sessionContext)) {
    assertSameOrigin(request, url);
    await saveLocale(context, shell, form.data.locale);
  }

  const cookie = serializeCookie(LOCALE_COOKIE, form.data.locale, {
    maxAgeS: LOCALE_COOKIE_MAX_AGE_S,
    secure: url.protocol === "https:",
  });
  return redirect(safeRedirectPath(form.data.redirectTo), { headers: { "set-cookie": cookie } });
}
