import { changePasswordSchemaFor, setPasswordSchemaFor } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { apiCall } from "../../shell/api-client.server.ts";
import { apiFailure } from "../../shell/forms/api-failure.server.ts";
import type { FormResult } from "../../shell/forms/form-result.ts";
import { formValues, validateForm } from "../../shell/forms/validate-form.server.ts";
import type { Session } from "../../shell/session.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { translatorFor } from "../../shell/translator.ts";

/**
 * POST /api/user/changePassword with the spec §5 rules and messages; an account without a
 * password (Google sign-in) sets its first one, proven by a fresh Google sign-in instead.
 */
export async function changePassword(
  context: Readonly<RouterContextProvider>,
  session: Session,
  form: FormData,
): Promise<FormResult<"saved">> {
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  const schema = session.user.has_password
    ? changePasswordSchemaFor(shell.settings)
    : setPasswordSchemaFor(shell.settings);
  const checked = validateForm(schema, formValues(form), t);
  if (!checked.ok) return checked;
  try {
    const { message } = await apiCall(context, "/api/user/changePassword", z.unknown(), {
      method: "POST",
      body: checked.data,
      shell,
    });
    return { ok: true, step: "saved", notice: message ?? t("account.password.saved") };
  } catch (error) {
    return apiFailure(error, t);
  }
}
