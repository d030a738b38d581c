import {
  type DepositLimit,
  depositLimitsResponseSchema,
  historyResponseSchema,
  setDepositLimitsRequestSchema,
} from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { apiCall, apiFetch } from "../../shell/api-client.server.ts";
import { apiFailure } from "../../shell/forms/api-failure.server.ts";
import type { FormResult } from "../../shell/forms/form-result.ts";
import { refillValues, validateForm } from "../../shell/forms/validate-form.server.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { translatorFor } from "../../shell/translator.ts";
import { translateFailure } from "./deposit-messages.ts";
import { limitsChange } from "./limits-form.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

/** GET api/user/deposit-limits: each period's limit, a raise waiting its 24 hours, and what was used. */
export function loadDepositLimits(context: ContextReader): Promise<DepositLimit[]> {
  return apiFetch(context, "/api/user/deposit-limits", depositLimitsResponseSchema, {
    shell: context.get(shellContext),
  });
}

export function hasAnyLimit(limits: readonly DepositLimit[]): boolean {
  return limits.some((limit) => limit.amount !== null || limit.pending_from !== null);
}

function isZero(amount: string): boolean {
  return /^0(\.0+)?$/.test(amount);
}

/**
 * UKGC RTS 12: limits are offered before the first deposit. The offer is over once the player
 * has any limit or any deposit (one started in the last 30 days counts, pending or paid, and
 * any credited deposit in the history), so nothing new needs remembering.
 */
export async function loadLimitsOffer(context: ContextReader): Promise<{
  offer: boolean;
  limits: DepositLimit[];
}> {
  const limits = await loadDepositLimits(context);
  if (hasAnyLimit(limits) || limits.some((limit) => !isZero(limit.used))) return { offer: false, limits };
  const history = await apiFetch(
    context,
    "/api/user/history?transaction_description_id=deposit&per_page=1",
    historyResponseSchema,
    { shell: context.get(shellContext) },
  );
  return { offer: history.total === 0, limits };
}

/** POST api/user/deposit-limits with the periods the player changed (empty field: no limit). */
export async function saveDepositLimits(
  context: ContextReader,
  form: FormData,
): Promise<FormResult<"limits-saved">> {
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  const change = limitsChange(form);
  if (Object.keys(change).length === 0)
    return { ok: true, step: "limits-saved", notice: t("limits.unchanged") };
  const checked = validateForm(setDepositLimitsRequestSchema, change, t);
  if (!checked.ok) return { ...translateFailure(checked, t), values: refillValues(form) };
  try {
    await apiCall(context, "/api/user/deposit-limits", depositLimitsResponseSchema, {
      method: "POST",
      body: checked.data,
      shell,
    });
    return { ok: true, step: "limits-saved", notice: t("limits.saved") };
  } catch (error) {
    return { ...translateFailure(apiFailure(error, t), t), values: refillValues(form) };
  }
}
