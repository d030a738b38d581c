import type { LinkDescriptor } from "react-router";
import cardTableCss from "./card-table.css?url";
import cardTableDesktopCss from "./card-table-desktop.css?url";

/**
 * `links` for a page with a card table (`<table className="card-table">`): cards on phones, a
 * table from `tableFrom` on (a media query, e.g. "(min-width: 768px)").
 */
export function cardTableLinks(tableFrom: string): LinkDescriptor[] {
  return [
    { rel: "stylesheet", href: cardTableCss },
    { rel: "stylesheet", href: cardTableDesktopCss, media: tableFrom },
  ];
}
