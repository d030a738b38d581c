import { applyRouteRules } from "./apply-route-rules.ts";
import { checkDisabledNavigation } from "./check-disabled-navigation.ts";
import { checkFica } from "./check-fica.ts";
import { checkSession } from "./check-session.ts";
import { redirectComingSoon } from "./redirect-coming-soon.ts";
import { CONTINUE, type Guard, type GuardContext, type GuardResult } from "./types.ts";
import { validatePage } from "./validate-page.ts";

/** The route guards in the order of spec §2; the first guard that does not continue decides. */
export const ROUTE_GUARDS: readonly Guard[] = [
  validatePage,
  checkSession,
  redirectComingSoon,
  checkDisabledNavigation,
  checkFica,
  applyRouteRules,
];

export function runGuards(guards: readonly Guard[], context: GuardContext): GuardResult {
  for (const guard of guards) {
    const result = guard(context);
    if (result.type !== "continue") return result;
  }
  return CONTINUE;
}
