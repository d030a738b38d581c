import { affiliateConfig } from "@platform/contracts";
import type { MiddlewareFunction } from "react-router";
import { parseCookies, serializeCookie } from "../../shell/cookies.ts";
import { sessionUserContext } from "../../shell/session.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { affiliateCookieToSet } from "./affiliate-cookie.ts";

/**
 * Stores an incoming affiliate code on the server response, so tracking works without JS. It is
 * added after the rest of the chain ran so the cookie also rides on guard redirects (a
 * coming-soon redirect would otherwise drop the query and lose the code).
 */
export const affiliateMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const config = affiliateConfig(context.get(shellContext).settings);
  const cookie = affiliateCookieToSet({
    config,
    query: url.searchParams,
    storedCode: parseCookies(request.headers.get("cookie")).get(config.queryParam),
    loggedIn: context.get(sessionUserContext) !== null,
  });
  const response = await next();
  if (cookie) response.headers.append("set-cookie", serializeCookie(cookie.name, cookie.value, cookie));
  return response;
};
