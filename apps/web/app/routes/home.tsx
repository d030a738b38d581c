import { homeContentSchema } from "@platform/contracts";
import { apiFetch } from "../shell/api-client.server.ts";
import { shellContext } from "../shell/shell-context.ts";
import { useShell } from "../shell/use-shell.ts";
import { getLoadedTheme } from "../themes/registry.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const shell = context.get(shellContext);
  const query = new URLSearchParams({ locale: shell.locale });
  return { content: await apiFetch(context, `/api/content/home?${query}`, homeContentSchema, { shell }) };
}

/** Each theme lays out its own home page from the same content. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { HomePage } = getLoadedTheme(useShell().theme);
  return <HomePage content={loaderData.content} />;
}
