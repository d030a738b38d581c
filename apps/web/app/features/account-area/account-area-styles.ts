import type { LinksFunction } from "react-router";
import formsCss from "../../shell/forms/forms.css?url";
import accountAreaCss from "./account-area.css?url";

/** `links` for the account areas: their layout and the forms every page of them has. */
export const accountAreaLinks: LinksFunction = () => [
  { rel: "stylesheet", href: formsCss },
  { rel: "stylesheet", href: accountAreaCss },
];
