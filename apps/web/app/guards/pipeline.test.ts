import { describe, expect, it } from "vitest";
import { applyRouteRules } from "./apply-route-rules.ts";
import { checkDisabledNavigation } from "./check-disabled-navigation.ts";
import { checkFica } from "./check-fica.ts";
import { checkSession } from "./check-session.ts";
import { ROUTE_GUARDS, runGuards } from "./pipeline.ts";
import { redirectComingSoon } from "./redirect-coming-soon.ts";
import { guardContext } from "./test-context.ts";
import { CONTINUE, type Guard, redirectTo } from "./types.ts";
import { validatePage } from "./validate-page.ts";

describe("ROUTE_GUARDS", () => {
  it("runs the guards in the order of spec §2", () => {
    expect(ROUTE_GUARDS).toEqual([
      validatePage,
      checkSession,
      redirectComingSoon,
      checkDisabledNavigation,
      checkFica,
      applyRouteRules,
    ]);
  });

  it("lets an earlier guard win over a later one", () => {
    const settings = {
      isEnableComingSoon: true,
      required_fica_to_play: true,
      layout: { nav: [{ name: "nav.games", to: "/games", metaData: { enabled: false } }] },
      route_rules: [{ from: "/games", to: "/sports" }],
    };
    const player = { id: "p1", approvedFicaStatus: false };
    expect(runGuards(ROUTE_GUARDS, guardContext("/a//b", settings, player))).toEqual({ type: "not-found" });
    expect(runGuards(ROUTE_GUARDS, guardContext("/games", settings, player))).toMatchObject({
      to: "/coming-soon",
    });
    const live = { ...settings, isEnableComingSoon: false };
    expect(runGuards(ROUTE_GUARDS, guardContext("/games", live, player))).toMatchObject({ to: "/404" });
    expect(runGuards(ROUTE_GUARDS, guardContext("/promotions", live, player))).toMatchObject({
      to: "/account/settings?tab=my-fica",
    });
    expect(
      runGuards(ROUTE_GUARDS, guardContext("/games", { route_rules: settings.route_rules })),
    ).toMatchObject({
      to: "/sports",
    });
  });
});

describe("runGuards", () => {
  it("stops at the first guard that does not continue", () => {
    const calls: string[] = [];
    const guard =
      (name: string, result = CONTINUE): Guard =>
      () => {
        calls.push(name);
        return result;
      };
    const result = runGuards([guard("a"), guard("b", redirectTo("/x")), guard("c")], guardContext("/"));
    expect(result).toEqual({ type: "redirect", to: "/x", external: false });
    expect(calls).toEqual(["a", "b"]);
  });

  it("continues when every guard continues", () => {
    expect(runGuards(ROUTE_GUARDS, guardContext("/promotions"))).toEqual({ type: "continue" });
  });
});
