import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Every page sits in the `page` layout: per-page data (SEO, user info, toasts) reloads on each
  // navigation while the root's site data does not.
  layout("routes/page.tsx", { id: "page" }, [
    index("routes/home.tsx"),
    route("testcss", "routes/testcss.tsx"),
    route("coming-soon", "routes/coming-soon.tsx"),
    route("language", "routes/language.ts"),
    // Accounts and sessions: each screen is its own chunk, so the home page ships none of it.
    route("login", "routes/login.tsx"),
    route("register", "routes/register.tsx"),
    route("register/details", "routes/register-details.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("autologin", "routes/autologin.ts"),
    route("verify-email", "routes/verify-email.ts"),
    route("logout", "routes/logout.ts"),
    route("auth/google", "routes/google-start.ts"),
    route("auth/google/callback", "routes/google-callback.ts"),
    route("account/balance", "routes/account-balance.ts"),
    // The account areas (spec §2 /account and its /users twins): one layout with the area's menu.
    layout("routes/account-layout.tsx", [
      route("account/settings", "routes/account-settings.tsx", { id: "account-settings" }),
      route("users/settings", "routes/account-settings.tsx", { id: "users-settings" }),
      route("users/info", "routes/users-info.tsx"),
      // Cashier: deposit pages.
      // Cashier: withdraw, history, vouchers and promotion codes.
    ]),
    route("dev/outbox", "routes/dev-outbox.tsx"),
    route("404", "routes/not-found.tsx", { id: "not-found" }),
    // Static content pages; a slug the API does not know is the site's 404.
    route(":slug", "routes/static-page.tsx"),
    route("*", "routes/not-found.tsx", { id: "catch-all" }),
  ]),
] satisfies RouteConfig;
