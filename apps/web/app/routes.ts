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
      route("account/deposit", "routes/deposit.tsx", { id: "account-deposit" }),
      route("users/deposit", "routes/deposit.tsx", { id: "users-deposit" }),
      route("account/deposit/otp", "routes/deposit-otp.tsx"),
      route("account/deposit/pending", "routes/deposit-pending.tsx"),
      route("account/deposit/result", "routes/deposit-result.ts"),
      route("account/deposit/success", "routes/deposit-success.tsx"),
      route("account/deposit/cancel", "routes/deposit-cancel.tsx"),
      route("account/deposit/status/:outcome?", "routes/deposit-status.tsx", {
        id: "account-deposit-status",
      }),
      route("users/deposit/status/:outcome?", "routes/deposit-status.tsx", { id: "users-deposit-status" }),
      // Cashier: withdraw, history, vouchers and promotion codes.
      route("account/withdraw", "routes/withdraw.tsx", { id: "account-withdraw" }),
      route("users/withdraw", "routes/withdraw.tsx", { id: "users-withdraw" }),
      route("account/withdraw/status/:status?", "routes/withdraw-status.tsx", {
        id: "account-withdraw-status",
      }),
      route("users/withdraw/status/:status?", "routes/withdraw-status.tsx", { id: "users-withdraw-status" }),
      route("account/history", "routes/history.tsx", { id: "account-history" }),
      route("users/history", "routes/history.tsx", { id: "users-history" }),
      route("account/add-voucher", "routes/add-voucher.tsx"),
      route("account/promotion-code", "routes/promotion-code.tsx"),
    ]),
    route("dev/outbox", "routes/dev-outbox.tsx"),
    route("404", "routes/not-found.tsx", { id: "not-found" }),
    // Static content pages; a slug the API does not know is the site's 404.
    route(":slug", "routes/static-page.tsx"),
    route("*", "routes/not-found.tsx", { id: "catch-all" }),
  ]),
] satisfies RouteConfig;
