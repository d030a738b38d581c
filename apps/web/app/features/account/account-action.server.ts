import { data, type RouterContextProvider } from "react-router";
import type { FormResult } from "../../shell/forms/form-result.ts";
import { requireSession } from "../../shell/session/require-session.server.ts";
import { confirmEmailChange, requestEmailChange, sendEmailVerification } from "./change-email.server.ts";
import { changePassword } from "./change-password.server.ts";
import { changePhone, sendPhoneChangeCode } from "./change-phone.server.ts";
import { deactivate } from "./deactivate.server.ts";
import { endAllSessions, endOtherSessions, endSession } from "./sessions.server.ts";
import { updateDetails } from "./update-details.server.ts";

/**
 * The account's own settings forms, by their `intent`; each changes the player's own account only.
 * The settings route checks the origin and hands the other tabs' intents to their features.
 */
export async function accountAction(
  context: Readonly<RouterContextProvider>,
  url: URL,
  form: FormData,
): Promise<FormResult | Response> {
  const session = requireSession(context);
  switch (form.get("intent")) {
    case "my-details":
      return updateDetails(context, session, form);
    case "change-email":
      return requestEmailChange(context, form);
    case "confirm-email":
      return confirmEmailChange(context, form);
    case "send-otp":
      return sendPhoneChangeCode(context, form);
    case "change-phone":
      return changePhone(context, form);
    case "change-password":
      return changePassword(context, session, form);
    case "send-verification":
      return sendEmailVerification(context);
    case "end-session":
      return endSession(context, form);
    case "end-other-sessions":
      return endOtherSessions(context);
    case "end-all-sessions":
      return endAllSessions(context, url);
    case "deactivate":
      return deactivate(context, url, form);
    default:
      throw data("Unknown form", { status: 400 });
  }
}
