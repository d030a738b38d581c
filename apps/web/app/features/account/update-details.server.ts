import { myDetailRequestSchema } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { apiCall } from "../../shell/api-client.server.ts";
import { apiFailure } from "../../shell/forms/api-failure.server.ts";
import type { FormResult } from "../../shell/forms/form-result.ts";
import { formValues, refillValues, validateForm } from "../../shell/forms/validate-form.server.ts";
import type { Session } from "../../shell/session.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { translatorFor } from "../../shell/translator.ts";

/**
 * POST /api/user/myDetail from the account-info form. Only the editable fields are sent: phone,
 * email and calling code are read-only, and the ID number is accepted only while the account has
 * none (the API enforces both; the form does not offer what would be refused).
 */
export async function updateDetails(
  context: Readonly<RouterContextProvider>,
  session: Session,
  form: FormData,
): Promise<FormResult<"saved">> {
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  const { full_name, dob, gender, city, state, id_number } = formValues(form);
  const values = { full_name, dob, gender, city, state, ...(session.user.id_number ? {} : { id_number }) };
  const checked = validateForm(myDetailRequestSchema, values, t);
  if (!checked.ok) return { ...checked, values: refillValues(form) };
  try {
    const { message } = await apiCall(context, "/api/user/myDetail", z.unknown(), {
      method: "POST",
      body: checked.data,
      shell,
    });
    return { ok: true, step: "saved", notice: message ?? t("account.details.saved") };
  } catch (error) {
    return { ...apiFailure(error, t), values: refillValues(form) };
  }
}
