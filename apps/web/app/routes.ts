import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("testcss", "routes/testcss.tsx"),
  route("coming-soon", "routes/coming-soon.tsx"),
  route("language", "routes/language.ts"),
  route("404", "routes/not-found.tsx", { id: "not-found" }),
  // Static content pages; a slug the API does not know is the site's 404.
  route(":slug", "routes/static-page.tsx"),
  route("*", "routes/not-found.tsx", { id: "catch-all" }),
] satisfies RouteConfig;
