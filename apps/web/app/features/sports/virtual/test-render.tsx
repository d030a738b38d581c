import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from "react-router";
import { testShell } from "../../../shell/test-shell.ts";

/*
 * A virtual page as the server renders it (what a player without JavaScript gets), under the
 * shell's loader with an empty dictionary, so the keys stand for the words: the pages' tests check
 * structure and data, not wording.
 */

const shell = testShell();

export async function renderPage(page: ReactNode): Promise<string> {
  const routes: RouteObject[] = [
    {
      id: "root",
      path: "/",
      loader: () => ({ shell }),
      children: [{ id: "page", index: true, loader: () => ({ translations: {} }), element: page }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("https://site.test/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  );
}

/** A board page's slip data for a visitor not signed in. */
export const VISITOR_SLIP = { account: null, rules: null, currency: "KES" };

/** The boards' server time in the pages' tests. */
export const TEST_NOW = Date.parse("2026-11-27T20:00:00.000Z");
