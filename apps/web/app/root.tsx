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
import { PageHeading } from "./features/seo/page-heading.tsx";
import { SeoTags } from "./features/seo/seo-tags.tsx";
import { SiteScripts } from "./features/site-setup/site-scripts.tsx";
import { guardMiddleware } from "./guards/guard-middleware.server.ts";
import { useResilientT } from "./shell/fallback-dictionary.ts";
import { useNonce } from "./shell/nonce.tsx";
import { numberSymbolsOf } from "./shell/number-symbols.server.ts";
import { learnNumberSymbols } from "./shell/number-symbols.ts";
import { chromeTranslations } from "./shell/page-translations.ts";
import { secureCookiesMiddleware } from "./shell/secure-cookies.server.ts";
import { sessionMiddleware } from "./shell/session/session-middleware.server.ts";
import { shellContext } from "./shell/shell-context.ts";
import { shellMiddleware } from "./shell/shell-middleware.server.ts";
import { SHARED_STYLESHEET, THEME_STYLESHEETS } from "./shell/theme-stylesheets.ts";
import { ToastProvider } from "./shell/toast/toast-provider.tsx";
import { useHydratedFlag } from "./shell/use-hydrated-flag.ts";
import { useLayoutName } from "./shell/use-layout-name.ts";
import { usePageData } from "./shell/use-page-data.ts";
import { BalanceProvider } from "./shell/wallet/balance-context.tsx";
import { zoneOffsetSpan } from "./shell/zone-offsets.server.ts";
import { learnZoneOffset } from "./shell/zone-offsets.ts";
import { getLoadedTheme } from "./themes/registry.ts";

/**
 * Order matters: Secure on every cookie (it wraps everything), the shell (tenant, locale, theme),
 * then the session (it needs the tenant; the rest need the player), then affiliate tracking, then
 * the guards.
 */
export const middleware: Route.MiddlewareFunction[] = [
  secureCookiesMiddleware,
  shellMiddleware,
  sessionMiddleware,
  affiliateMiddleware,
  guardMiddleware,
];

/**
 * The site: settings, language, dictionary, theme. It reloads after actions (a language switch, a
 * login) and not on every navigation; per-page data lives in the `page` layout route.
 */
export function loader({ context }: Route.LoaderArgs) {
  const shell = context.get(shellContext);
  // The whole dictionary stays on the server; the browser gets the chrome's strings here and
  // each page's own with the page's data.
  // The site's zone offset around now and the language's number marks, so the browser writes the
  // page's times and numbers without loading Intl's data while it hydrates.
  const zoneOffset = zoneOffsetSpan(shell.settings.time_zone, Date.now());
  const numberSymbols = numberSymbolsOf(shell.locale);
  return { shell: { ...shell, dictionary: chromeTranslations(shell) }, zoneOffset, numberSymbols };
}

/** The site changes only through a submission (a language switch); a plain navigation keeps it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;

/** The document; also wraps the error screen, when the root loader may not have run. */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const shell = root?.shell;
  learnZoneOffset(root?.zoneOffset);
  learnNumberSymbols(root?.numberSymbols);
  const page = usePageData();
  const theme = shell?.theme ?? DEFAULT_THEME;
  const failed = useRouteError() !== undefined;
  const t = useResilientT();
  const nonce = useNonce();
  useHydratedFlag();

  return (
    <html lang={shell?.locale ?? DEFAULT_LOCALE} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <SeoTags
          seo={page?.seo ?? null}
          fallbackTitle={shell?.settings.site ?? ""}
          origin={shell?.origin ?? ""}
        />
        {shell?.settings.setup.favicon && <link rel="icon" href={shell.settings.setup.favicon} />}
        <link rel="stylesheet" href={SHARED_STYLESHEET} />
        <link rel="stylesheet" href={THEME_STYLESHEETS[theme]} />
        <Meta />
        <Links />
        {shell && <SiteScripts scripts={shell.settings.setup.script_header} nonce={nonce} />}
      </head>
      <body>
        <LoadingBar label={t("loading_bar.label")} failed={failed} />
        <ToastProvider>{children}</ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {shell && <SiteScripts scripts={shell.settings.setup.script_footer} nonce={nonce} />}
      </body>
    </html>
  );
}

/** The active theme's chrome around the page, unless the route asks for the `empty` layout. */
export default function App({ loaderData }: Route.ComponentProps) {
  const layout = useLayoutName();
  if (layout === "empty") return <Outlet />;
  const ThemeLayout = getLoadedTheme(loaderData.shell.theme).Layout;
  return (
    <BalanceProvider>
      <ThemeLayout>
        <PageHeading />
        <Outlet />
      </ThemeLayout>
    </BalanceProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} reloading={useChunkErrorReload(error)} />;
}
