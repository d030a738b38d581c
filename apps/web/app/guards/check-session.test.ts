import { describe, expect, it } from "vitest";
import { checkSession } from "./check-session.ts";
import { guardContext } from "./test-context.ts";

const player = { id: "1", approvedFicaStatus: true };
const toPage = (to: string) => ({ type: "redirect", to, external: false });
const CONTINUE = { type: "continue" };

describe("checkSession", () => {
  it("sends visitors from /account and /users pages to the default page", () => {
    const settings = { defaultRedirect: "/sports" };
    expect(checkSession(guardContext("/account/settings", settings))).toEqual(toPage("/sports"));
    expect(checkSession(guardContext("/account", settings))).toEqual(toPage("/sports"));
    expect(checkSession(guardContext("/users/info", settings))).toEqual(toPage("/sports"));
    expect(checkSession(guardContext("/users", settings))).toEqual(toPage("/sports"));
  });

  it("sends visitors from /users/my-bets to /login", () => {
    expect(checkSession(guardContext("/users/my-bets"))).toEqual(toPage("/login"));
    expect(checkSession(guardContext("/users/my-bets/42"))).toEqual(toPage("/login"));
  });

  it("leaves deposit status pages open to visitors", () => {
    expect(checkSession(guardContext("/account/deposit/status"))).toEqual(CONTINUE);
    expect(checkSession(guardContext("/account/deposit/status/success"))).toEqual(CONTINUE);
    expect(checkSession(guardContext("/users/deposit/status"))).toEqual(CONTINUE);
    expect(checkSession(guardContext("/users/deposit/status/failed"))).toEqual(CONTINUE);
    // The gateway's return address: it sends a visitor on to the generic status page.
    expect(checkSession(guardContext("/account/deposit/result"))).toEqual(CONTINUE);
    expect(checkSession(guardContext("/account/deposit"))).toEqual(toPage("/"));
    expect(checkSession(guardContext("/users/deposit"))).toEqual(toPage("/"));
    expect(checkSession(guardContext("/account/deposit/otp"))).toEqual(toPage("/"));
    expect(checkSession(guardContext("/users/deposit/statuses"))).toEqual(toPage("/"));
  });

  it("does not match look-alike paths", () => {
    expect(checkSession(guardContext("/accounts"))).toEqual(CONTINUE);
    expect(checkSession(guardContext("/users-guide"))).toEqual(CONTINUE);
    expect(checkSession(guardContext("/login"))).toEqual(CONTINUE);
  });

  it("avoids a loop when the default page is itself restricted", () => {
    expect(checkSession(guardContext("/users/info", { defaultRedirect: "/account/overview" }))).toEqual(
      toPage("/"),
    );
  });

  it("sends a logged-in player away from the login and recovery pages", () => {
    const settings = { defaultRedirect: "/games" };
    for (const path of ["/login", "/register", "/forgot-password", "/reset-password?code=x"]) {
      expect(checkSession(guardContext(path, settings, player))).toEqual(toPage("/games"));
    }
  });

  it("lets a logged-in player through everywhere else", () => {
    expect(checkSession(guardContext("/account/settings", {}, player))).toEqual(CONTINUE);
    expect(checkSession(guardContext("/users/my-bets", {}, player))).toEqual(CONTINUE);
    expect(checkSession(guardContext("/register/details", {}, player))).toEqual(CONTINUE);
  });
});
