import { DEFAULT_LOCALE, DEFAULT_THEME } from "@platform/contracts/client";
import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { affiliateMiddleware } from "./features/affiliate/affiliate-middleware.server.ts";
import { useChunkErrorReload } from "./features/chunk-reload/use-chunk-error-reload.ts";
import { ErrorScreen } from "./features/errors/error-screen.tsx";
import { LoadingBar } from "./features/loading-bar/loading-bar.tsx";
import { loadSeo } from "./features/seo/load-seo.server.ts";
import { PageHeading } from "./features/seo/page-heading.tsx";
import { SeoTags } from "./features/seo/seo-tags.tsx";
import { FlashToasts } from "./features/session/flash-toasts.tsx";
import { flashContext, sessionMiddleware } from "./features/session/session-middleware.server.ts";
import { SiteScripts } from "./features/site-setup/site-scripts.tsx";
import { ToastProvider } from "./features/toast/toast-provider.tsx";
import { guardMiddleware } from "./guards/guard-middleware.server.ts";
import { useResilientT } from "./shell/fallback-dictionary.ts";
import { sessionContext } from "./shell/session.ts";
import { toUserInfo } from "./shell/session-cookies.ts";
import { shellContext } from "./shell/shell-context.ts";
import { shellMiddleware } from "./shell/shell-middleware.server.ts";
import { SHARED_STYLESHEET, THEME_STYLESHEETS } from "./shell/theme-stylesheets.ts";
import { useHydratedFlag } from "./shell/use-hydrated-flag.ts";
import { useLayoutName } from "./shell/use-layout-name.ts";
import { getLoadedTheme } from "./themes/registry.ts";

/**
 * Order matters: the shell (tenant, locale, theme) first, then the session (it needs the tenant;
 * the rest need the player), then affiliate tracking, then the guards.
 */
export const middleware: Route.MiddlewareFunction[] = [
  shellMiddleware,
  sessionMiddleware,
  affiliateMiddleware,
  guardMiddleware,
];

export async function loader({ url, context }: Route.LoaderArgs) {
  const shell = context.get(shellContext);
  const session = context.get(sessionContext);
  const flash = context.get(flashContext);
  flash.consumed = true;
  return {
    shell,
    seo: await loadSeo(context, shell, url.pathname),
    // User info only (spec §3); the token stays on the server.
    user: session ? toUserInfo(session.user) : null,
    flashes: flash.flashes,
  };
}

/**
 * SEO and the h1 belong to the path, and the route guards run in root middleware, so every
 * navigation to another path asks the server (a .data request) even when the page has no loader.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

/** The document; also wraps the error screen, when the root loader may not have run. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const shell = data?.shell;
  const theme = shell?.theme ?? DEFAULT_THEME;
  const failed = useRouteError() !== undefined;
  const t = useResilientT();
  useHydratedFlag();

  return (
    <html lang={shell?.locale ?? DEFAULT_LOCALE} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <SeoTags
          seo={data?.seo ?? null}
          fallbackTitle={shell?.settings.site ?? ""}
          origin={shell?.origin ?? ""}
        />
        {shell?.settings.setup.favicon && <link rel="icon" href={shell.settings.setup.favicon} />}
        <link rel="stylesheet" href={SHARED_STYLESHEET} />
        <link rel="stylesheet" href={THEME_STYLESHEETS[theme]} />
        <Meta />
        <Links />
        {shell && <SiteScripts scripts={shell.settings.setup.script_header} />}
      </head>
      <body>
        <LoadingBar label={t("loading_bar.label")} failed={failed} />
        <ToastProvider>{children}</ToastProvider>
        <ScrollRestoration />
        <Scripts />
        {shell && <SiteScripts scripts={shell.settings.setup.script_footer} />}
      </body>
    </html>
  );
}

/** The active theme's chrome around the page, unless the route asks for the `empty` layout. */
export default function App({ loaderData }: Route.ComponentProps) {
  const layout = useLayoutName();
  const flashes = <FlashToasts flashes={loaderData.flashes} />;
  if (layout === "empty") {
    return (
      <>
        {flashes}
        <Outlet />
      </>
    );
  }
  const ThemeLayout = getLoadedTheme(loaderData.shell.theme).Layout;
  return (
    <ThemeLayout>
      {flashes}
      <PageHeading />
      <Outlet />
    </ThemeLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} reloading={useChunkErrorReload(error)} />;
}
