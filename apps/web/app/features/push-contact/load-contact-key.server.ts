import { contactKeyResponseSchema } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { apiFetch } from "../../shell/api-client.server.ts";
import { logger } from "../../shell/logger.ts";
import { sessionContext } from "../../shell/session.ts";
import { shellContext } from "../../shell/shell-context.ts";

/**
 * The logged-in player's push contact key (spec §6), only on a site with settings.dengageEnable;
 * null for visitors and elsewhere. A failure costs the page nothing: push just waits a page.
 */
export async function loadContactKey(context: Readonly<RouterContextProvider>): Promise<string | null> {
  const shell = context.get(shellContext);
  if (!shell.settings.dengageEnable || !context.get(sessionContext)) return null;
  try {
    const { contact_key: key } = await apiFetch(context, "/api/user/contact-key", contactKeyResponseSchema, {
      shell,
      redirectOnUnauthorized: false,
    });
    return key;
  } catch (error) {
    logger.warn("contact key fetch failed", error);
    return null;
  }
}
