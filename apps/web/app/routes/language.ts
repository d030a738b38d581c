import { offeredLanguages, translate } from "@platform/contracts";
import { data, redirect } from "react-router";
import { z } from "zod";
import { serializeCookie } from "../shell/cookies.ts";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from "../shell/resolve-locale.ts";
import { safeRedirectPath } from "../shell/safe-redirect.ts";
import { shellContext } from "../shell/shell-context.ts";
import type { Route } from "./+types/language";

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

  const cookie = serializeCookie(LOCALE_COOKIE, form.data.locale, {
    maxAgeS: LOCALE_COOKIE_MAX_AGE_S,
    secure: url.protocol === "https:",
  });
  return redirect(safeRedirectPath(form.data.redirectTo), { headers: { "set-cookie": cookie } });
}
