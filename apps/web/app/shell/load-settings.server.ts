import { type SettingsResponseData, settingsResponseDataSchema } from "@platform/contracts";
import { Cache } from "@platform/server/cache";
import type { RouterContextProvider } from "react-router";
import { apiFetch } from "./api-client.server.ts";

/** Settings change rarely; 30 s keeps operator edits visible quickly without a call per page. */
const settingsCache = new Cache<SettingsResponseData>({
  ttlMs: 30_000,
  // An API that is briefly down or rate-limits this server does not make every page "Site not found".
  staleIfErrorMs: 10 * 60_000,
  max: 200,
});

/** The tenant of a host (spec §7 "GET /api/settings with header fe-domain"). */
export function loadSettings(
  context: Pick<RouterContextProvider, "get">,
  host: string,
): Promise<SettingsResponseData> {
  return settingsCache.get(host, () =>
    apiFetch(context, "/api/settings", settingsResponseDataSchema, { headers: { "fe-domain": host } }),
  );
}
