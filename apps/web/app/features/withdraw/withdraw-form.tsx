import type { Gateway, Recipient, WithdrawalForfeit } from "@platform/contracts";
import { useState } from "react";
import { Form } from "react-router";
import { CheckField } from "../../shell/forms/check-field.tsx";
import { Field } from "../../shell/forms/field.tsx";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import { type FormResult, fieldError, previousValue } from "../../shell/forms/form-result.ts";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { NewRecipientFields } from "../../shell/payout-recipients/new-recipient-fields.tsx";
import { NEW_RECIPIENT } from "../../shell/payout-recipients/recipient-form.ts";
import { SavedRecipients } from "../../shell/payout-recipients/saved-recipients.tsx";
import { useShell, useT } from "../../shell/use-shell.ts";
import { useFormatMoney } from "../../shell/wallet/money.tsx";
import { GatewayChoice } from "./gateway-choice.tsx";
import { WithdrawBonusWarning } from "./withdraw-bonus-warning.tsx";

/** The first saved recipient the method can pay, else a new one. */
function defaultRecipient(recipients: readonly Recipient[], method: string | undefined): string {
  return recipients.find((recipient) => recipient.method === method)?.id ?? NEW_RECIPIENT;
}

/**
 * The withdrawal request (spec §7 withdraw): payout method, recipient (saved or new), amount, and
 * the player's confirmation that a requested withdrawal cannot be taken back (UKGC RTS 14), and
 * while a bonus is active the confirmation of its forfeit (docs/decisions/028). A plain
 * POST: the stylesheet adapts the recipient part to the chosen method, so it works without
 * JavaScript; with it, switching method also picks a recipient that method can pay.
 */
export function WithdrawForm({
  gateways,
  recipients,
  banks,
  canSaveRecipient,
  idempotencyKey,
  bonusForfeit,
  result,
}: {
  gateways: readonly Gateway[];
  recipients: readonly Recipient[];
  banks: readonly { code: string; name: string }[];
  canSaveRecipient: boolean;
  idempotencyKey: string;
  bonusForfeit: WithdrawalForfeit;
  result: FormResult | undefined;
}) {
  const t = useT();
  const { settings } = useShell();
  const format = useFormatMoney();
  // The method typed before a refused submit, else the one that pays the newest saved recipient.
  const initialGateway =
    gateways.find((gateway) => String(gateway.id) === previousValue(result, "gateway_id")) ??
    gateways.find((gateway) => gateway.method === recipients[0]?.method) ??
    gateways[0];
  const [gatewayId, setGatewayId] = useState(String(initialGateway?.id ?? ""));
  const [recipientId, setRecipientId] = useState(
    previousValue(result, "recipient_id") || defaultRecipient(recipients, initialGateway?.method),
  );
  const selectGateway = (gateway: Gateway) => {
    setGatewayId(String(gateway.id));
    const current = recipients.find((recipient) => recipient.id === recipientId);
    if (current && current.method !== gateway.method)
      setRecipientId(defaultRecipient(recipients, gateway.method));
  };
  const selectedMethod = gateways.find((gateway) => String(gateway.id) === gatewayId)?.method;
  // The site's limits apply to every payout method alike; the API states them per method.
  const limits = initialGateway ? { min: format(initialGateway.min), max: format(initialGateway.max) } : null;

  return (
    <Form method="post" className="form payout withdraw-form" noValidate>
      <FormAlert result={result} />
      <input
        type="hidden"
        name="idempotency_key"
        value={previousValue(result, "idempotency_key") || idempotencyKey}
      />
      <GatewayChoice
        gateways={gateways}
        selected={gatewayId}
        onSelect={selectGateway}
        error={fieldError(result, "gateway_id")}
      />
      {recipients.length > 0 && (
        <SavedRecipients
          recipients={recipients}
          selected={recipientId}
          onSelect={setRecipientId}
          error={fieldError(result, "recipient_id")}
        />
      )}
      <fieldset className="new-recipient">
        <legend className="field__label">{t("recipient.new.legend")}</legend>
        {recipients.length === 0 && fieldError(result, "recipient_id") && (
          <p className="field__error">{fieldError(result, "recipient_id")}</p>
        )}
        <NewRecipientFields
          banks={banks}
          method={selectedMethod === "bank" ? "bank" : "mobile_money"}
          result={result}
        />
        {canSaveRecipient && <CheckField name="save_recipient" label={t("recipient.field.save")} />}
      </fieldset>
      <Field
        name="amount"
        label={t("withdraw.field.amount")}
        inputMode="decimal"
        autoComplete="off"
        prefix={settings.currency_symbol.trim()}
        defaultValue={previousValue(result, "amount")}
        hint={limits ? t("withdraw.amount_hint", limits) : undefined}
        error={fieldError(result, "amount")}
      />
      {bonusForfeit && (
        <WithdrawBonusWarning forfeit={bonusForfeit} error={fieldError(result, "forfeit_bonus")} />
      )}
      <div className="withdraw-final">
        <p>{t("withdraw.final_note")}</p>
        <CheckField
          name="confirm_final"
          label={t("withdraw.field.confirm_final")}
          error={fieldError(result, "confirm_final")}
        />
      </div>
      <SubmitButton pendingLabel={t("withdraw.submitting")}>{t("withdraw.submit")}</SubmitButton>
    </Form>
  );
}
