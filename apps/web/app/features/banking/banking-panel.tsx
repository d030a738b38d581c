import type { BankingResponse } from "@platform/contracts";
import { useState } from "react";
import { Form } from "react-router";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import { type FormResult, fieldError, previousValue } from "../../shell/forms/form-result.ts";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { NewRecipientFields } from "../../shell/payout-recipients/new-recipient-fields.tsx";
import payoutCss from "../../shell/payout-recipients/payout-recipients.css?url";
import { recipientPlace, recipientSummary } from "../../shell/payout-recipients/recipient-text.ts";
import { useT } from "../../shell/use-shell.ts";

/**
 * Banking details (spec §2 default theme, §7 GET/POST api/user/banking), the settings tab
 * `banking`: the saved payout recipients, masked, each with its own "remove" form, and a form to
 * add a bank account or a mobile-money number. Every button is a form: no JavaScript needed.
 */
export function BankingPanel({
  banking,
  result,
}: {
  banking: BankingResponse;
  result: FormResult | undefined;
}) {
  const t = useT();
  // A new form after a save, so the saved number does not linger in the inputs.
  const formKey = result?.ok && result.step === "saved" ? `saved-${banking.recipients.length}` : "editing";
  const [method, setMethod] = useState<"bank" | "mobile_money">(
    previousValue(result, "method") === "mobile_money" || banking.banks.length === 0
      ? "mobile_money"
      : "bank",
  );
  const methodError = fieldError(result, "method");
  return (
    <div className="form banking">
      {/* The settings route's links are shared by every tab; this sheet is hoisted by React. */}
      <link rel="stylesheet" href={payoutCss} precedence="default" />
      <FormAlert result={result} />
      <p>{t("banking.intro")}</p>
      {banking.recipients.length === 0 ? (
        <p className="form__hint">{t("banking.empty")}</p>
      ) : (
        <ul className="recipient-list" aria-label={t("banking.saved_list")}>
          {banking.recipients.map((recipient) => (
            <li key={recipient.id} className="recipient-list__item">
              <span className="recipient-choice__body">
                <span className="recipient-choice__place">{recipientPlace(recipient, t)}</span>
                <span className="recipient-choice__number">{recipient.account_number}</span>
                <span className="recipient-choice__name">{recipient.account_name}</span>
              </span>
              <Form method="post">
                <input type="hidden" name="recipient_id" value={recipient.id} />
                <SubmitButton
                  intent="remove-recipient"
                  variant="ghost"
                  pendingLabel={t("form.saving")}
                  label={t("banking.remove_label", { recipient: recipientSummary(recipient, t) })}
                >
                  {t("banking.remove")}
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <h3 className="banking__title">{t("banking.add_title")}</h3>
      <Form method="post" className="form payout" noValidate key={formKey}>
        <fieldset className={`field${methodError ? " field--invalid" : ""}`}>
          <legend className="field__label">{t("recipient.field.method")}</legend>
          <div className="recipient-methods">
            {(["bank", "mobile_money"] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="method"
                  value={value}
                  data-payout-method={value}
                  checked={method === value}
                  onChange={() => setMethod(value)}
                />
                {t(`recipient.method.${value}`)}
              </label>
            ))}
          </div>
          {methodError && <p className="field__error">{methodError}</p>}
        </fieldset>
        <NewRecipientFields banks={banking.banks} method={method} result={result} />
        <SubmitButton intent="save-recipient" pendingLabel={t("form.saving")}>
          {t("banking.save")}
        </SubmitButton>
      </Form>
    </div>
  );
}
