/**
 * A production deployment: NODE_ENV=production, unless `npm start` runs the demo (DEMO_MODE=true,
 * which start.mjs sets only when NODE_ENV was not given). Production refuses demo shortcuts: a
 * generated AUTH_SECRET, the outbox transport and the /dev/outbox pages.
 */
export function isProductionDeployment(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === "production" && env.DEMO_MODE !== "true";
}
