import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useResilientT } from "../../shell/fallback-dictionary.ts";
import { logoutAndRedirect } from "../../shell/logout-and-redirect.ts";
import { describeError } from "./describe-error.ts";
import { LoadingView } from "./loading-view.tsx";

/**
 * Spec §2 error screen: status code, status message and a "Go To Home" button. `reloading` is
 * true while the page is being reloaded after a chunk-load failure. Inside the theme's layout,
 * which has the page's main landmark and h1, it is a section with an h2.
 */
export function ErrorScreen({
  error,
  reloading,
  inLayout = false,
}: {
  error: unknown;
  reloading: boolean;
  inLayout?: boolean;
}) {
  const t = useResilientT();
  const { pathname } = useLocation();
  const { status, message } = describeError(error);
  // Spec §8: a 500 logs the player out and goes to /login; on /login itself that would loop.
  const loggingOut = !reloading && status === 500 && pathname !== "/login";

  useEffect(() => {
    if (loggingOut) logoutAndRedirect();
  }, [loggingOut]);

  if (reloading || loggingOut) return <LoadingView label={t("common.loading")} />;
  const notFound = status === 404;
  const Root = inLayout ? "section" : "main";
  const Status = inLayout ? "h2" : "h1";

  return (
    <Root
      id={inLayout ? undefined : "main"}
      className="error-screen"
      style={{
        display: "grid",
        justifyItems: "center",
        gap: "1rem",
        padding: "15vh 1rem",
        textAlign: "center",
      }}
    >
      <Status className="error-screen__status">{status}</Status>
      <p className="error-screen__message">{notFound ? t("error.page_not_found") : message}</p>
      {notFound && (
        <p className="error-screen__path">
          <code>{pathname}</code>
        </p>
      )}
      <Link to="/" className="btn btn--primary">
        {t("error.go_home")}
      </Link>
    </Root>
  );
}
