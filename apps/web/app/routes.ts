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
    // Safer gambling: the reality check's numbers and "Continue", and the page after an exclusion.
    route("account/reality-check", "routes/account-reality-check.ts"),
    route("excluded", "routes/excluded.tsx"),
    route("account/fica/upload", "routes/account-fica-upload.ts"),
    // Games (issue 8): the aggregator's lobby, game detail, featured games and the round verifier.
    route("games", "routes/games.tsx"),
    route("games/:slug", "routes/game-detail.tsx"),
    // Crash (issue 18): the aggregator's multiplayer crash game, live over its WebSocket.
    route("crash", "routes/crash.tsx"),
    // Sportsbook (issue 19): the menu and matches, a match's markets, the matches in play.
    route("sports", "routes/sports.tsx"),
    route("sports/match/:id", "routes/sports-match.tsx"),
    route("sports/booking/:code?", "routes/sports-booking.tsx"),
    // The 13-match sports jackpot (issue 20): coupon, tickets, results and rules.
    route("sports/jackpot", "routes/sports-jackpot.tsx"),
    route("live-sports", "routes/live-sports.tsx"),
    // Virtual football (issue 20): the board on the sportsbook's slip, a match day with its verifier.
    route("virtual-world", "routes/virtual-world.tsx"),
    route("virtual-world/football/:id", "routes/virtual-match-day.tsx"),
    route("virtual-world/greyhounds", "routes/virtual-greyhounds.tsx"),
    route("virtual-world/greyhounds/:id", "routes/virtual-race.tsx"),
    // Promotions (issue 9, settings.allow_promotion): list, detail, a player's retention offer.
    route("promotions", "routes/promotions.tsx"),
    route("promotions/retention-offer/:id", "routes/retention-offer.tsx"),
    route("promotions/:slug", "routes/promotion-detail.tsx"),
    // Must-drop jackpots (issue 18): the pools, live, and one pool with its rules and reveals.
    route("jackpot", "routes/jackpot.tsx"),
    route("jackpot/:slug", "routes/jackpot-detail.tsx"),
    route("jolli-game", "routes/jolli-game.tsx"),
    route("provably-fair", "routes/provably-fair.tsx"),
    // Draw games (issue 10): the 5/90 games, Lucky Number and the cart of both (spec §1, §2).
    route("lotto", "routes/lotto.tsx"),
    route("lucky-number", "routes/lucky-number.tsx"),
    route("cart", "routes/cart.tsx"),
    route("cart/merge", "routes/cart-merge.ts"),
    // Draw games' results (issue 10): upcoming draws, past results and statistics, a draw's page
    // with its verifier (/lotto/draws alone: any seeds), how to play.
    route("lotto/events", "routes/lotto-events.tsx"),
    route("lotto/numbers", "routes/lotto-numbers.tsx"),
    route("lotto/draws/:id?", "routes/lotto-draw.tsx"),
    route("lotto/about", "routes/lotto-about.tsx"),
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
      // My bets (issue 8): the list in both areas, its filter page and the ticket of one bet.
      route("account/my-bets", "routes/my-bets.tsx", { id: "account-my-bets" }),
      route("users/my-bets", "routes/my-bets.tsx", { id: "users-my-bets" }),
      route("account/my-bets/filter", "routes/my-bets-filter.tsx"),
      route("users/ticket", "routes/users-ticket.tsx"),
      // Overview and notifications (issue 9): the spec names the /users twin "notification".
      route("account/overview", "routes/overview.tsx", { id: "account-overview" }),
      route("users/overview", "routes/overview.tsx", { id: "users-overview" }),
      route("account/notifications", "routes/notifications.tsx", { id: "account-notifications" }),
      route("users/notification", "routes/notifications.tsx", { id: "users-notification" }),
      // Bring-a-friend (issue 9): the player's code and share link, rewards, friends and rules.
      route("account/referral", "routes/referral.tsx", { id: "account-referral" }),
      route("users/referral", "routes/referral.tsx", { id: "users-referral" }),
    ]),
    route("dev/outbox", "routes/dev-outbox.tsx"),
    route("404", "routes/not-found.tsx", { id: "not-found" }),
    // Static content pages; a slug the API does not know is the site's 404.
    route(":slug", "routes/static-page.tsx"),
    route("*", "routes/not-found.tsx", { id: "catch-all" }),
  ]),
] satisfies RouteConfig;
