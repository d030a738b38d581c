import {
  addPromotionCodeRequestSchema,
  addVoucherRequestSchema,
  type CreditResponse,
  creditResponseSchema,
} from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { apiCall } from "../../shell/api-client.server.ts";
import { apiFailure } from "../../shell/forms/api-failure.server.ts";
import type { FormFailure } from "../../shell/forms/form-result.ts";
import { notFound } from "../../shell/not-found.ts";
import { localizeFailure } from "../../shell/payout-recipients/api-messages.ts";
import { requireSession } from "../../shell/session/require-session.server.ts";
import { assertSameOrigin } from "../../shell/session/same-origin.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { translatorFor } from "../../shell/translator.ts";
import type { Shell } from "../../shell/types.ts";

type Context = Readonly<RouterContextProvider>;

/** The two codes a player can redeem (spec §7 addVoucher, add-promotion-code). */
export const CREDIT_CODES = {
  voucher: {
    field: "voucher",
    path: "/api/user/addVoucher",
    schema: addVoucherRequestSchema,
    enabled: (shell: Shell) => shell.settings.allow_voucher,
  },
  promotion_code: {
    field: "promotion_code",
    path: "/api/user/add-promotion-code",
    schema: addPromotionCodeRequestSchema,
    enabled: (shell: Shell) => shell.settings.show_menu_add_promotion_code,
  },
} as const;
export type CreditCodeKind = keyof typeof CREDIT_CODES;

/** What the player was given: the amount and which balance it went to. */
export interface CreditSuccess {
  ok: true;
  step: "credited";
  notice: string;
  amount: CreditResponse["amount"];
  creditedTo: CreditResponse["credited_to"];
}
export type CreditResult = CreditSuccess | FormFailure;

/** The page exists only where its feature switch is on (spec §3: allow_voucher, show_menu_add_promotion_code). */
export function creditCodeLoader(kind: CreditCodeKind, context: Context): Record<string, never> {
  requireSession(context);
  if (!CREDIT_CODES[kind].enabled(context.get(shellContext))) throw notFound();
  return {};
}

/**
 * POST the code. The API credits each code once (a voucher to one player, a promotion code once per
 * player) and says why it refused, next to the field. After the action the page loaders reload,
 * so the header balance shows the credit.
 */
export async function creditCodeAction(
  kind: CreditCodeKind,
  request: Request,
  url: URL,
  context: Context,
): Promise<CreditResult> {
  assertSameOrigin(request, url);
  requireSession(context);
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  const { field, path, schema, enabled } = CREDIT_CODES[kind];
  if (!enabled(shell)) throw notFound();
  const form = await request.formData();
  const code = String(form.get(field) ?? "").trim();
  const values = { [field]: code };
  const checked = schema.safeParse({ [field]: code });
  if (!checked.success) {
    const message = t(code ? `${kind}.error.format` : `${kind}.error.required`);
    return {
      ok: false,
      message: t("form.check_fields"),
      errors: [],
      fieldErrors: { [field]: message },
      values,
    };
  }
  try {
    const { data } = await apiCall(
      context,
      `${path}?locale=${encodeURIComponent(shell.locale)}`,
      creditResponseSchema,
      {
        method: "POST",
        body: checked.data,
        shell,
      },
    );
    return {
      ok: true,
      step: "credited",
      notice: t(`${kind}.added`),
      amount: data.amount,
      creditedTo: data.credited_to,
    };
  } catch (error) {
    const failure = localizeFailure(apiFailure(error, t), t);
    // A refusal without a field (too many wrong codes) still belongs next to the code.
    const fieldErrors = { ...failure.fieldErrors };
    if (!fieldErrors[field] && failure.message) fieldErrors[field] = failure.message;
    return { ...failure, fieldErrors, values };
  }
}
