import { randomUUID } from "node:crypto";
import {
  type Gateway,
  gatewaysResponseSchema,
  paymentSchema,
  type Recipient,
  type WithdrawalForfeit,
  withdrawalForfeitSchema,
} from "@platform/contracts";
import { type RouterContextProvider, redirect } from "react-router";
import { FICA_SETTINGS_PATH } from "../../guards/check-fica.ts";
import { accountAreaOf } from "../../shell/account-area/account-area.ts";
import { apiCall, apiFetch } from "../../shell/api-client.server.ts";
import { apiFailure } from "../../shell/forms/api-failure.server.ts";
import type { FormFailure } from "../../shell/forms/form-result.ts";
import { notFound } from "../../shell/not-found.ts";
import { localizeFailure } from "../../shell/payout-recipients/api-messages.ts";
import { loadBanking } from "../../shell/payout-recipients/load-banking.server.ts";
import { formFieldOf } from "../../shell/payout-recipients/recipient-form.ts";
import { redirectWith } from "../../shell/session/redirect-with.server.ts";
import { requireSession } from "../../shell/session/require-session.server.ts";
import { assertSameOrigin } from "../../shell/session/same-origin.ts";
import type { Session } from "../../shell/session.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { translatorFor } from "../../shell/translator.ts";
import type { Shell } from "../../shell/types.ts";
import { parseWithdrawForm, withdrawValues } from "./withdraw-request.ts";

type Context = Readonly<RouterContextProvider>;

export interface WithdrawPageData {
  gateways: Gateway[];
  /** Saved recipients a listed payout method can pay (masked by the API). */
  recipients: Recipient[];
  banks: { code: string; name: string }[];
  /** Saved recipients can be listed again only where banking details are on. */
  canSaveRecipient: boolean;
  /** This rendering's Idempotency-Key: a double submit of the same form is one withdrawal. */
  idempotencyKey: string;
  /** The player just came back from the FICA tab, now approved. */
  ficaCleared: boolean;
  /** What a withdrawal now forfeits (an active bonus, docs/decisions/028); null: nothing. */
  bonusForfeit: WithdrawalForfeit;
}

/**
 * The FICA guard of the withdraw page (spec §2, §6): where the site requires FICA, a player without
 * approved status is sent to the FICA tab, told why. The status is the profile this very request
 * fetched (session middleware), so a player coming back from the FICA tab is judged afresh.
 */
function guardFica(shell: Shell, session: Session, url: URL): void {
  if (!shell.settings.required_fica_to_play || session.user.approved_fica_status) return;
  throw redirectWith(FICA_SETTINGS_PATH, {
    url,
    flashes: [{ type: "info", message: translatorFor(shell)("withdraw.fica_required") }],
  });
}

function withdrawalsOn(shell: Shell): void {
  // Spec §3 feature switch allow_withdrawal: the page does not exist when it is off.
  if (!shell.settings.allow_withdrawal) throw notFound();
}

function loadGateways(context: Context, shell: Shell): Promise<Gateway[]> {
  return apiFetch(context, "/api/user/gateways-withdraw", gatewaysResponseSchema, { shell });
}

/** GET /account/withdraw and /users/withdraw. */
export async function withdrawLoader(url: URL, context: Context): Promise<WithdrawPageData> {
  const session = requireSession(context);
  const shell = context.get(shellContext);
  withdrawalsOn(shell);
  guardFica(shell, session, url);
  const { settings } = shell;
  const [gateways, banking, bonusForfeit] = await Promise.all([
    loadGateways(context, shell),
    settings.show_menu_banking ? loadBanking(context) : null,
    apiFetch(context, "/api/user/withdraw-forfeit", withdrawalForfeitSchema, { shell }),
  ]);
  const methods = new Set(gateways.map((gateway) => gateway.method));
  return {
    gateways,
    recipients: (banking?.recipients ?? []).filter((recipient) => methods.has(recipient.method)),
    banks: banking?.banks ?? settings.banks.map(({ code, name }) => ({ code, name })),
    canSaveRecipient: settings.show_menu_banking,
    idempotencyKey: randomUUID(),
    ficaCleared: url.searchParams.get("from") === "fica" && settings.required_fica_to_play,
    bonusForfeit,
  };
}

/**
 * POST: spec §7 api/user/withdraw?locale= with the form's Idempotency-Key. The amount is held at
 * once; the player lands on the status page of the payment (pending, or already settled). A
 * refused request comes back with the API's messages next to the fields, the same key kept: if
 * the API did take a request whose answer was lost, sending it again returns that one.
 */
export async function withdrawAction(
  request: Request,
  url: URL,
  context: Context,
): Promise<FormFailure | Response> {
  assertSameOrigin(request, url);
  const session = requireSession(context);
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  withdrawalsOn(shell);
  guardFica(shell, session, url);
  const form = await request.formData();
  const values = withdrawValues(form);
  const failure = (fields: Partial<FormFailure>): FormFailure => ({
    ok: false,
    message: t("form.check_fields"),
    errors: [],
    fieldErrors: {},
    ...fields,
    values: { ...values, confirm_final: form.get("confirm_final") === "on" ? "on" : "" },
  });
  // The page showed a bonus warning: the forfeit must be confirmed (the API refuses it otherwise).
  const forfeitShown = form.get("forfeit_shown") === "on";
  try {
    const parsed = parseWithdrawForm(values, await loadGateways(context, shell), t);
    const fieldErrors = parsed.ok ? {} : { ...parsed.fieldErrors };
    if (form.get("confirm_final") !== "on") fieldErrors.confirm_final = t("withdraw.error.confirm");
    if (forfeitShown && values.forfeit_bonus !== "on")
      fieldErrors.forfeit_bonus = t("withdraw.bonus.error.confirm");
    if (!parsed.ok || Object.keys(fieldErrors).length > 0) return failure({ fieldErrors });
    const { data: payment } = await apiCall(
      context,
      `/api/user/withdraw?locale=${encodeURIComponent(shell.locale)}`,
      paymentSchema,
      {
        method: "POST",
        body: parsed.body,
        shell,
        headers: parsed.idempotencyKey ? { "idempotency-key": parsed.idempotencyKey } : {},
      },
    );
    const area = accountAreaOf(url.pathname, shell.theme);
    return redirect(`${area}/withdraw/status/${payment.status}?payment=${payment.id}`);
  } catch (error) {
    const refused = localizeFailure(apiFailure(error, t), t, formFieldOf);
    return failure({ message: refused.message, errors: refused.errors, fieldErrors: refused.fieldErrors });
  }
}
