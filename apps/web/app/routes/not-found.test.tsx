import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
  useLoaderData,
  useRouteError,
} from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import App from "../root.tsx";
import { testShell } from "../shell/test-shell.ts";
import { ToastProvider } from "../shell/toast/toast-provider.tsx";
import type { PageData } from "../shell/types.ts";
import { loadTheme } from "../themes/registry.ts";
import NotFound, { loader as notFoundLoader } from "./not-found.tsx";
import { ErrorBoundary as PageErrorBoundary } from "./page.tsx";

const shell = {
  ...testShell({
    layout: {
      nav: [
        { name: "nav.home", to: "/", metaData: { enabled: true } },
        { name: "nav.games", to: "/games", metaData: { enabled: true } },
        { name: "nav.lotto", to: "/lotto", metaData: { enabled: false } },
      ],
      footer: {
        social: [],
        payment: [],
        slider: [],
        static: [{ name: "footer.static.terms", to: "/terms-and-conditions" }],
        infor: [],
      },
    },
  }),
  locale: "fr",
  dictionary: {
    "error.page_not_found": "Page introuvable",
    "error.go_home": "Retour à l'accueil",
    "error.not_found_products": "Ou essayez l'une de ces pages :",
    "nav.home": "Accueil",
    "nav.games": "Jeux",
    "footer.static.terms": "Conditions générales",
  },
};

const pageData = {
  seo: null,
  user: null,
  balance: null,
  balanceAt: 0,
  sessionClock: null,
  flashes: [],
  pushContactKey: null,
} as unknown as PageData;

/** The app's real root component and page error boundary around the real catch-all loader. */
const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    loader: () => ({ shell }),
    Component: function Root() {
      const loaderData = useLoaderData() as { shell: typeof shell };
      return (
        <ToastProvider>
          <App {...({ loaderData } as unknown as Parameters<typeof App>[0])} />
        </ToastProvider>
      );
    },
    children: [
      {
        id: "page",
        loader: () => pageData,
        ErrorBoundary: function PageError() {
          const error = useRouteError();
          return <PageErrorBoundary {...({ error } as unknown as Parameters<typeof PageErrorBoundary>[0])} />;
        },
        children: [
          { id: "catch-all", path: "*", loader: notFoundLoader as () => never, Component: NotFound },
        ],
      },
    ],
  },
];

async function render(path: string) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`https://site.test${path}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} />);
  return { status: context.statusCode, html };
}

describe("the 404 page", () => {
  beforeAll(async () => {
    await loadTheme("default");
  });

  test("renders inside the site's layout, in its language, with status 404", async () => {
    const { status, html } = await render("/no/such-page");
    expect(status).toBe(404);
    expect(html).toContain("Page introuvable");
    expect(html).toContain("/no/such-page");
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toMatch(/<nav[^>]*aria-label/);
    expect(html).toMatch(/<footer[^>]*>[\s\S]*Conditions générales/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Retour à l&#x27;accueil<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/games"[^>]*>Jeux<\/a>/);
    expect(html).not.toContain('href="/lotto"');
  });
});
