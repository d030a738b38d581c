import { useId } from "react";
import { Field } from "../forms/field.tsx";
import { fieldError, previousValue } from "../forms/form-result.ts";
import { useT } from "../use-shell.ts";

interface Bank {
  code: string;
  name: string;
}

/**
 * A new payout recipient: the bank selector (bank transfers only), the account number (or the
 * mobile-money phone number) and the holder's name, named like the API's fields. Parts that belong
 * to one kind of recipient carry `data-for-method`; the stylesheet shows them for the chosen
 * method, so the form adapts without JavaScript. The number's label follows `method` (the choice
 * as React knows it; without JavaScript, the method the page opened with, and the hint below it
 * still follows the stylesheet).
 */
export function NewRecipientFields({
  banks,
  method,
  result,
}: {
  banks: readonly Bank[];
  method: "bank" | "mobile_money";
  result: unknown;
}) {
  const t = useT();
  const bankId = useId();
  const numberId = useId();
  const bankError = fieldError(result, "bank_code");
  const numberError = fieldError(result, "account_number");
  return (
    <>
      <div className={`field bank-select${bankError ? " field--invalid" : ""}`} data-for-method="bank">
        <label className="field__label" htmlFor={bankId}>
          {t("recipient.field.bank")}
        </label>
        <select
          id={bankId}
          name="bank_code"
          className="field__input bank-select__input"
          defaultValue={previousValue(result, "bank_code") ?? ""}
          aria-invalid={bankError ? true : undefined}
          aria-describedby={bankError ? `${bankId}-error` : undefined}
        >
          <option value="">{t("recipient.field.bank_choose")}</option>
          {banks.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
        {bankError && (
          <p id={`${bankId}-error`} className="field__error">
            {bankError}
          </p>
        )}
      </div>
      <div className={`field${numberError ? " field--invalid" : ""}`}>
        <label className="field__label" htmlFor={numberId}>
          {t(method === "bank" ? "recipient.field.account_number" : "recipient.field.phone_number")}
        </label>
        <input
          id={numberId}
          name="account_number"
          className="field__input"
          inputMode="numeric"
          autoComplete="off"
          maxLength={30}
          defaultValue={previousValue(result, "account_number")}
          aria-invalid={numberError ? true : undefined}
          aria-describedby={numberError ? `${numberId}-error ${numberId}-hint` : `${numberId}-hint`}
        />
        <p id={`${numberId}-hint`} className="field__hint">
          <span data-for-method="bank">{t("recipient.field.account_number_hint")}</span>
          <span data-for-method="mobile_money">{t("recipient.field.phone_number_hint")}</span>
        </p>
        {numberError && (
          <p id={`${numberId}-error`} className="field__error">
            {numberError}
          </p>
        )}
      </div>
      <Field
        name="account_name"
        label={t("recipient.field.account_name")}
        autoComplete="name"
        maxLength={100}
        defaultValue={previousValue(result, "account_name")}
        error={fieldError(result, "account_name")}
      />
    </>
  );
}
