import type { LinksFunction } from "react-router";
import ficaCss from "./fica.css?url";

/** `links` of the settings page, whose my-fica tab this sheet styles. */
export const ficaLinks: LinksFunction = () => [{ rel: "stylesheet", href: ficaCss }];
