import type { StaticPage } from "@platform/contracts";
import { usePageHeading } from "../../shell/use-page-heading.ts";
import { useT } from "../../shell/use-shell.ts";

/** Spec §9 default date format YYYY/MM/DD, from the API's ISO timestamp. */
function displayDate(iso: string): string {
  return iso.slice(0, 10).replaceAll("-", "/");
}

/**
 * A static content page: plain-text blocks, never raw HTML. The h1 is the root's SEO heading; the
 * page's own title is shown only when it says something the heading does not.
 */
export function StaticPageView({ page }: { page: StaticPage }) {
  const t = useT();
  const heading = usePageHeading();
  return (
    <article className="static-page">
      {page.title !== heading && <h2 className="page-title">{page.title}</h2>}
      {page.body.map((block) => (
        <section key={`${block.heading ?? ""}:${block.text.slice(0, 80)}`} className="static-page__block">
          {block.heading && <h3>{block.heading}</h3>}
          <p>{block.text}</p>
        </section>
      ))}
      <p className="static-page__updated">
        {t("static_page.updated")} <time dateTime={page.updated_at}>{displayDate(page.updated_at)}</time>
      </p>
    </article>
  );
}
