import type { LinksFunction } from "react-router";
import formsCss from "./forms.css?url";

/** `links` for routes that render forms: the sheet loads with those pages only. */
export const formLinks: LinksFunction = () => [{ rel: "stylesheet", href: formsCss }];
