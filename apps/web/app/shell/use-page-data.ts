import { useRouteLoaderData } from "react-router";
import type { PageData } from "./types.ts";

/** The page layout route's data (SEO, user info, flashes); undefined when its loader has not run. */
export function usePageData(): PageData | undefined {
  return useRouteLoaderData("page") as PageData | undefined;
}
