import { loadStaticPage } from "../features/static-pages/load-static-page.server.ts";
import { StaticPageView } from "../features/static-pages/static-page-view.tsx";
import { shellContext } from "../shell/shell-context.ts";
import type { Route } from "./+types/static-page";

export async function loader({ params, context }: Route.LoaderArgs) {
  return { page: await loadStaticPage(context, context.get(shellContext), params.slug) };
}

export default function StaticPageRoute({ loaderData }: Route.ComponentProps) {
  return <StaticPageView page={loaderData.page} />;
}
