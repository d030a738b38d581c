import { type MiddlewareFunction, redirect, redirectDocument } from "react-router";
import { notFound } from "../shell/not-found.ts";
import { sessionUserContext } from "../shell/session.ts";
import { shellContext } from "../shell/shell-context.ts";
import { ROUTE_GUARDS, runGuards } from "./pipeline.ts";

/**
 * Runs the route guards as root middleware, so they apply to document requests and to the .data
 * requests of client navigations alike (the root loader revalidates on every path change, so each
 * navigation reaches the server). Guards are about pages: form posts are authorised by their
 * actions, and a coming-soon site must still accept its language switch.
 */
export const guardMiddleware: MiddlewareFunction<Response> = ({ request, url, context }) => {
  if (request.method !== "GET" && request.method !== "HEAD") return;
  const result = runGuards(ROUTE_GUARDS, {
    url,
    settings: context.get(shellContext).settings,
    user: context.get(sessionUserContext),
  });
  if (result.type === "not-found") throw notFound();
  if (result.type === "redirect") {
    // redirectDocument makes a client navigation do a full page load; on a document request it
    // is an ordinary 302.
    throw result.external ? redirectDocument(result.to) : redirect(result.to);
  }
};
