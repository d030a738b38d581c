import { newRecipientSchema, RECIPIENT_METHODS, recipientSchema } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { ApiError, apiCall } from "../../shell/api-client.server.ts";
import { apiFailure } from "../../shell/forms/api-failure.server.ts";
import type { FormFailure, FormResult } from "../../shell/forms/form-result.ts";
import { localizeFailure } from "../../shell/payout-recipients/api-messages.ts";
import {
  fieldErrorsOf,
  formFieldOf,
  recipientBody,
  recipientValues,
} from "../../shell/payout-recipients/recipient-form.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { translatorFor } from "../../shell/translator.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * Spec §7 POST api/user/banking: saves a bank account or a mobile-money number. The method is the
 * player's choice; a bank picked before switching to mobile money is not sent.
 */
export async function saveRecipient(context: Context, form: FormData): Promise<FormResult<"saved">> {
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  const values = recipientValues(form);
  const method = RECIPIENT_METHODS.find((item) => item === values.method);
  if (!method) {
    return {
      ok: false,
      message: t("form.check_fields"),
      errors: [],
      fieldErrors: { method: t("recipient.error.method") },
      values,
    };
  }
  const body = recipientBody(method, values);
  const parsed = newRecipientSchema.safeParse(body);
  const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues, t);
  if (method === "bank" && !values.bank_code) fieldErrors.bank_code = t("recipient.error.bank");
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, message: t("form.check_fields"), errors: [], fieldErrors, values };
  }
  try {
    await apiCall(context, "/api/user/banking", recipientSchema, { method: "POST", body, shell });
    return { ok: true, step: "saved", notice: t("banking.saved") };
  } catch (error) {
    return { ...localizeFailure(apiFailure(error, t), t, formFieldOf), values };
  }
}

/** DELETE api/user/banking/{id}: only the player's own; anyone else's is the API's 404. */
export async function removeRecipient(context: Context, form: FormData): Promise<FormResult<"removed">> {
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  const notFound: FormFailure = { ok: false, message: t("banking.not_found"), errors: [], fieldErrors: {} };
  const id = z.uuid().safeParse(form.get("recipient_id"));
  if (!id.success) return notFound;
  try {
    await apiCall(context, `/api/user/banking/${id.data}`, z.unknown(), {
      method: "DELETE",
      // The client always sends a JSON content type, and the API refuses an empty JSON body.
      body: {},
      shell,
    });
    return { ok: true, step: "removed", notice: t("banking.removed") };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return notFound;
    return localizeFailure(apiFailure(error, t), t);
  }
}
