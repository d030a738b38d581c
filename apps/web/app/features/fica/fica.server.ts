import { FICA_DOCUMENT_TYPES, FICA_MAX_FILE_BYTES, type FicaInfo, ficaInfoSchema } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { ApiError, apiCall, apiFetch, parseEnvelope } from "../../shell/api-client.server.ts";
import { API_BASE, apiTransportContext } from "../../shell/api-transport.ts";
import type { FormResult } from "../../shell/forms/form-result.ts";
import { logger } from "../../shell/logger.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { translatorFor } from "../../shell/translator.ts";

type Context = Readonly<RouterContextProvider>;
type Translate = (key: string) => string;

/** Three files and the multipart framing around them; the API checks each file's own limit. */
export const MAX_UPLOAD_BYTES = FICA_DOCUMENT_TYPES.length * FICA_MAX_FILE_BYTES + 64 * 1024;

/** Spec §7 GET api/fica/info; null where the site offers no FICA (the API refuses). */
export async function loadFicaInfo(context: Context): Promise<FicaInfo | null> {
  try {
    return await apiFetch(context, "/api/fica/info", ficaInfoSchema, { shell: context.get(shellContext) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

/**
 * The API's refusals in the player's language: the envelope names the field a file was refused
 * for and the status says why (413 too large, 415 not a readable JPEG/PNG/PDF, 409 under review).
 */
export function ficaFailure(error: unknown, t: Translate): FormResult {
  if (!(error instanceof ApiError)) throw error;
  if (error.status >= 500) return { ok: false, message: t("form.unavailable"), errors: [], fieldErrors: {} };
  const reason =
    error.status === 413
      ? "fica.error.too_large"
      : error.status === 415
        ? "fica.error.type"
        : error.status === 409
          ? "fica.error.locked"
          : error.status === 429
            ? "fica.error.busy"
            : "fica.error.invalid";
  const fieldErrors: Record<string, string> = {};
  for (const item of error.errors) {
    if (item.field && (FICA_DOCUMENT_TYPES as readonly string[]).includes(item.field)) {
      fieldErrors[item.field] = t(error.status === 400 ? "fica.error.missing" : reason);
    }
  }
  const message =
    error.status === 400 && Object.keys(fieldErrors).length > 0 ? "fica.error.incomplete" : reason;
  return { ok: false, message: t(message), errors: [], fieldErrors };
}

/** Spec §7 POST api/fica/update: the uploaded set goes to review. */
export async function submitFica(context: Context): Promise<FormResult> {
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  try {
    // The client always sends a JSON content type, and the API refuses an empty JSON body.
    await apiCall(context, "/api/fica/update", ficaInfoSchema, { method: "POST", body: {}, shell });
    return { ok: true, step: "submitted", notice: t("fica.submitted") };
  } catch (error) {
    return ficaFailure(error, t);
  }
}

/**
 * Spec §7 POST api/fica/uploaded, proxied: the browser never holds the API token, so the
 * multipart body is streamed on to the API unread, with the session's token. The web server
 * neither parses nor keeps the files.
 */
export async function forwardUpload(request: Request, context: Context, token: string): Promise<FormResult> {
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  const length = Number(request.headers.get("content-length") ?? Number.NaN);
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data") || !request.body) {
    return { ok: false, message: t("fica.error.invalid"), errors: [], fieldErrors: {} };
  }
  if (!Number.isFinite(length) || length > MAX_UPLOAD_BYTES) {
    return { ok: false, message: t("fica.error.too_large"), errors: [], fieldErrors: {} };
  }
  const send = context.get(apiTransportContext);
  const headers = new Headers({
    "content-type": type,
    "content-length": String(length),
    accept: "application/json",
    authorization: `Bearer ${token}`,
    "site-code": shell.siteCode,
    locale: shell.locale,
  });
  for (const name of ["x-forwarded-for", "x-forwarded-proto", "user-agent"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  try {
    const response = await send(
      new Request(new URL("/api/fica/uploaded", API_BASE), {
        method: "POST",
        headers,
        body: request.body,
        duplex: "half",
      } as RequestInit),
    );
    await parseEnvelope(response, z.unknown());
    return { ok: true, step: "uploaded", notice: t("fica.uploaded") };
  } catch (error) {
    if (!(error instanceof ApiError)) logger.warn("FICA upload failed", error);
    return ficaFailure(error instanceof ApiError ? error : new ApiError(503, ""), t);
  }
}
