import { Link } from "react-router";
import { useT } from "../use-shell.ts";

/**
 * Previous / "page 2 of 5" / next, as links (bookmarkable, no JavaScript needed). `href` makes the
 * address of a page with the list's filters; `keys` are the list's own dictionary keys.
 */
export function Pager({
  page,
  pages,
  href,
  keys,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  keys: { label: string; previous: string; next: string; status: string };
}) {
  const t = useT();
  const step = (target: number, rel: "prev" | "next", label: string, enabled: boolean) =>
    enabled ? (
      <Link className="btn btn--ghost" rel={rel} to={href(target)}>
        {label}
      </Link>
    ) : (
      <span className="btn btn--ghost pager__off" aria-hidden="true">
        {label}
      </span>
    );
  return (
    <nav className="pager" aria-label={t(keys.label)}>
      {step(page - 1, "prev", t(keys.previous), page > 1)}
      <span className="pager__status" aria-current="page">
        {t(keys.status, { page: String(page), pages: String(pages) })}
      </span>
      {step(page + 1, "next", t(keys.next), page < pages)}
    </nav>
  );
}
