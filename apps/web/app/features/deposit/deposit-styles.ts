import type { LinksFunction } from "react-router";
import depositCss from "./deposit.css?url";

/** `links` for the deposit pages; the account layout already brings forms.css and its own sheet. */
export const depositLinks: LinksFunction = () => [{ rel: "stylesheet", href: depositCss }];
