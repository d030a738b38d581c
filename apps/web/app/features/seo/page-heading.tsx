import { usePageHeading } from "../../shell/use-page-heading.ts";

/** The root layout's h1 (spec §2), visible on every themed page; themes style `.page-heading`. */
export function PageHeading() {
  return <h1 className="page-heading">{usePageHeading()}</h1>;
}
