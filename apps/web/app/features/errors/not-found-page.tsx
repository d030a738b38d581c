import { Link, useLocation } from "react-router";
import { useT } from "../../shell/use-shell.ts";
import { useEnabledNav } from "../../themes/shared/nav-list.tsx";

/**
 * Spec §2's "Page not found" with the path, inside the site's layout (issue 16): the header, nav
 * and footer stay, and the page offers the way home and the site's main products.
 */
export function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  const products = useEnabledNav().filter((item) => item.to !== "/");
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__status">404</p>
      <h2 id="not-found-title" className="not-found__title">
        {t("error.page_not_found")}
      </h2>
      <p className="not-found__path">
        <code>{pathname}</code>
      </p>
      <Link to="/" className="btn btn--primary">
        {t("error.go_home")}
      </Link>
      {products.length > 0 && (
        <nav className="not-found__products" aria-labelledby="not-found-products">
          <p id="not-found-products">{t("error.not_found_products")}</p>
          <ul>
            {products.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="btn btn--ghost">
                  {t(item.name)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
