import type { SeoResponse } from "@platform/contracts";
import { useRouteLoaderData } from "react-router";
import { useShell } from "./use-shell.ts";

/** Spec §2: the page heading comes from the SEO response, falling back to the site name. */
export function usePageHeading(): string {
  const { settings } = useShell();
  const seo = (useRouteLoaderData("root") as { seo: SeoResponse | null } | undefined)?.seo;
  return seo?.h1 || settings.site;
}
