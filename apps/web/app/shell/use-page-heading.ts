import { usePageData } from "./use-page-data.ts";
import { useShell } from "./use-shell.ts";

/** Spec §2: the page heading comes from the SEO response, falling back to the site name. */
export function usePageHeading(): string {
  const { settings } = useShell();
  return usePageData()?.seo?.h1 || settings.site;
}
