import { data, type RouterContextProvider } from "react-router";
import { removeRecipient, saveRecipient } from "../banking/banking.server.ts";
import { saveDepositLimits } from "../deposit/deposit-limits.server.ts";
import { submitFica } from "../fica/fica.server.ts";
import type { FormResult } from "../forms/form-result.ts";
import { saveRealityCheck, startExclusion } from "../safer-gambling/safer-gambling.server.ts";
import { requireSession } from "../session/require-session.server.ts";
import { assertSameOrigin } from "../session/same-origin.ts";
import { confirmEmailChange, requestEmailChange, sendEmailVerification } from "./change-email.server.ts";
import { changePassword } from "./change-password.server.ts";
import { changePhone, sendPhoneChangeCode } from "./change-phone.server.ts";
import { deactivate } from "./deactivate.server.ts";
import { endAllSessions, endOtherSessions, endSession } from "./sessions.server.ts";
import { updateDetails } from "./update-details.server.ts";

/** Every account form posts here with its `intent`; each changes the player's own account only. */
export async function accountAction(
  request: Request,
  url: URL,
  context: Readonly<RouterContextProvider>,
): Promise<FormResult | Response> {
  assertSameOrigin(request, url);
  const session = requireSession(context);
  const form = await request.formData();
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
    case "deposit-limits":
      return saveDepositLimits(context, form);
    case "reality-check":
      return saveRealityCheck(context, form);
    case "time-out":
      return startExclusion(context, url, form, "time-out");
    case "self-exclusion":
      return startExclusion(context, url, form, "self-exclusion");
    case "save-recipient":
      return saveRecipient(context, form);
    case "remove-recipient":
      return removeRecipient(context, form);
    case "fica-submit":
      return submitFica(context);
    default:
      throw data("Unknown form", { status: 400 });
  }
}
