import { z } from "zod";
import { isSafeRelativePath } from "../shell/safe-redirect.ts";
import { CONTINUE, type Guard, redirectTo } from "./types.ts";

/**
 * Operator redirects from the optional settings key `route_rules: [{from, to}]`. `from` is an
 * exact path; `to` is a path on this site or an absolute http(s) URL (a full page load).
 */
const routeRuleSchema = z.object({
  from: z.string().startsWith("/"),
  to: z.union([z.url({ protocol: /^https?$/ }), z.string().refine(isSafeRelativePath)]),
});
type RouteRule = z.infer<typeof routeRuleSchema>;

function routeRules(settings: Record<string, unknown>): RouteRule[] {
  const list = z.array(z.unknown()).safeParse(settings.route_rules);
  if (!list.success) return [];
  // One malformed rule must not disable the others, so each is parsed on its own.
  return list.data.flatMap((item) => {
    const rule = routeRuleSchema.safeParse(item);
    return rule.success ? [rule.data] : [];
  });
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** Guard 6 (spec §2): route-rule redirects; an external target causes a full page load. */
export const applyRouteRules: Guard = ({ url, settings }) => {
  const pathname = withoutTrailingSlash(url.pathname);
  const rule = routeRules(settings).find((candidate) => withoutTrailingSlash(candidate.from) === pathname);
  if (!rule || rule.to === url.pathname) return CONTINUE;
  return redirectTo(rule.to, { external: !rule.to.startsWith("/") });
};
