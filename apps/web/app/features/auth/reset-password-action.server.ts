import { resetPasswordSchemaFor } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { apiCall } from "../../shell/api-client.server.ts";
import { apiFailure } from "../../shell/forms/api-failure.server.ts";
import type { FormFailure } from "../../shell/forms/form-result.ts";
import { formValues, validateForm } from "../../shell/forms/validate-form.server.ts";
import { redirectWith } from "../../shell/session/redirect-with.server.ts";
import { assertSameOrigin } from "../../shell/session/same-origin.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { translatorFor } from "../../shell/translator.ts";

/** Spec §2 /reset-password?code=: the new password; success goes to /login with a toast. */
export async function resetPasswordAction(
  request: Request,
  url: URL,
  context: Readonly<RouterContextProvider>,
): Promise<FormFailure | Response> {
  assertSameOrigin(request, url);
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  const values = { ...formValues(await request.formData()), code: url.searchParams.get("code") ?? "" };
  const checked = validateForm(resetPasswordSchemaFor(shell.settings), values, t);
  if (!checked.ok) return checked;
  try {
    const { message } = await apiCall(context, "/api/session/reset-password", z.unknown(), {
      method: "POST",
      body: checked.data,
      shell,
      token: null,
    });
    return redirectWith("/login", {
      url,
      flashes: [{ type: "success", message: message ?? t("auth.reset.done") }],
    });
  } catch (error) {
    return apiFailure(error, t);
  }
}
