import { type StaticPage, staticPageQuerySchema, staticPageSchema } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { ApiError, apiFetch } from "../../shell/api-client.server.ts";
import { notFound } from "../../shell/not-found.ts";
import type { Shell } from "../../shell/types.ts";

/** A static content page by slug; an invalid slug or the API's 404 is this site's 404. */
export async function loadStaticPage(
  context: Pick<RouterContextProvider, "get">,
  shell: Pick<Shell, "siteCode" | "locale">,
  slug: string,
): Promise<StaticPage> {
  const query = staticPageQuerySchema.safeParse({ slug, locale: shell.locale });
  if (!query.success) throw notFound();
  const search = new URLSearchParams({ locale: query.data.locale });
  try {
    return await apiFetch(context, `/api/content/pages/${query.data.slug}?${search}`, staticPageSchema, {
      shell,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
