import { Outlet, type ShouldRevalidateFunction } from "react-router";
import { useChunkErrorReload } from "../features/chunk-reload/use-chunk-error-reload.ts";
import { describeError } from "../features/errors/describe-error.ts";
import { ErrorScreen } from "../features/errors/error-screen.tsx";
import { NotFoundPage } from "../features/errors/not-found-page.tsx";
import { CartMerge } from "../features/lotto/cart-merge.tsx";
import { loadContactKey } from "../features/push-contact/load-contact-key.server.ts";
import { PushContact } from "../features/push-contact/push-contact.tsx";
import { loadSessionClock } from "../features/safer-gambling/safer-gambling.server.ts";
import { loadSeo } from "../features/seo/load-seo.server.ts";
import { seoPageOf } from "../features/seo/seo-page.ts";
import { loadBalance } from "../features/wallet/load-balance.server.ts";
import { pageTranslations } from "../shell/page-translations.ts";
import { FlashToasts } from "../shell/session/flash-toasts.tsx";
import { flashContext } from "../shell/session/session-middleware.server.ts";
import { sessionContext } from "../shell/session.ts";
import { toUserInfo } from "../shell/session-cookies.ts";
import { shellContext } from "../shell/shell-context.ts";
import type { PageData } from "../shell/types.ts";
import type { Route } from "./+types/page";

/**
 * What belongs to the page rather than the site: SEO and h1, the player's user info and balance,
 * and the toasts a redirect left. The root loader carries the site (settings, dictionary), which does not
 * change between pages, so a client navigation re-sends only this small answer.
 */
export async function loader({ url, pattern, context }: Route.LoaderArgs) {
  const shell = context.get(shellContext);
  const session = context.get(sessionContext);
  const flash = context.get(flashContext);
  flash.consumed = true;
  const [seo, balance, pushContactKey, sessionClock] = await Promise.all([
    loadSeo(context, shell, seoPageOf(url.pathname)),
    loadBalance(context),
    loadContactKey(context),
    loadSessionClock(context),
  ]);
  return {
    // The page's own strings (the chrome's came with the site): pages carry what they use.
    translations: pageTranslations(shell, pattern),
    seo,
    // User info only (spec §3); the token stays on the server.
    user: session ? toUserInfo(session.user) : null,
    // Spec §3 balance, fresh with every page (RTS 1: shown on every gambling and cashier page).
    balance,
    balanceAt: Date.now(),
    // RTS 13: the session's time on the server (header clock) and when the reality check is due.
    sessionClock,
    flashes: flash.flashes,
    // Spec §6: the push script's contact key, for a logged-in player on a dengageEnable site.
    pushContactKey,
  } satisfies PageData;
}

/**
 * SEO belongs to the path, and the route guards run in root middleware, so every navigation to
 * another path asks the server (a .data request) even when the page itself has no loader.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <FlashToasts flashes={loaderData.flashes} />
      <PushContact contactKey={loaderData.pushContactKey} />
      <CartMerge />
      <Outlet />
    </>
  );
}

/**
 * A page's error inside the site's layout (the root renders the theme around this route), so
 * the header, nav and footer stay; an unknown page (404) also offers the main products. Errors
 * raised before the site is known (root middleware) still reach the root's bare error screen.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const reloading = useChunkErrorReload(error);
  if (!reloading && describeError(error).status === 404) return <NotFoundPage />;
  return <ErrorScreen error={error} reloading={reloading} inLayout />;
}
