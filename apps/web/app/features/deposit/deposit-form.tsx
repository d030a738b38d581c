import type { Gateway } from "@platform/contracts";
import { type MouseEvent, useState } from "react";
import { Form } from "react-router";
import { Field } from "../../shell/forms/field.tsx";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import { type FormResult, fieldError, previousValue } from "../../shell/forms/form-result.ts";
import { PhoneField } from "../../shell/forms/phone-field.tsx";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { useShell, useT } from "../../shell/use-shell.ts";
import { useFormatMoney } from "../../shell/wallet/money.tsx";
import { DepositGuide } from "./deposit-guide.tsx";
import type { DepositGuide as Guide } from "./deposit-page.server.ts";
import { MethodPicker } from "./method-picker.tsx";
import { quickAmounts } from "./quick-amounts.ts";

function initialMethod(gateways: readonly Gateway[], chosen: number | null, result: FormResult | undefined) {
  const previous = Number(previousValue(result, "gateway_id"));
  return gateways.some((gateway) => gateway.id === previous) ? previous : chosen;
}

/** Quick amounts fill the amount field; they need JavaScript, so CSS shows them only once hydrated. */
function fillAmount(event: MouseEvent<HTMLButtonElement>, amount: string) {
  const input = event.currentTarget.form?.elements.namedItem("amount");
  if (!(input instanceof HTMLInputElement)) return;
  input.value = amount;
  input.focus();
}

/**
 * Spec §2 deposit: the method (`gateway_id`), the amount (spec §5, within the method's min and
 * max), and for mobile money the phone to pay from (`phone_number`, the player's own by
 * default). The hidden idempotency key makes a double submit or a retried post one deposit.
 */
export function DepositForm({
  gateways,
  chosen,
  guides,
  phone,
  idempotencyKey,
  result,
}: {
  gateways: readonly Gateway[];
  chosen: number | null;
  guides: readonly Guide[];
  phone: string | null;
  idempotencyKey: string;
  result: FormResult | undefined;
}) {
  const t = useT();
  const { settings } = useShell();
  const format = useFormatMoney();
  const [selected, setSelected] = useState(() => initialMethod(gateways, chosen, result));
  const gateway = gateways.find((item) => item.id === selected);
  const guide = guides.find((item) => item.id === selected);
  const chips = gateway ? quickAmounts(gateway.min, gateway.max) : [];
  return (
    <div className="deposit__main">
      <Form method="post" className="form deposit-form" noValidate>
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        <FormAlert result={result} />
        <MethodPicker
          gateways={gateways}
          selected={selected}
          onSelect={setSelected}
          error={fieldError(result, "gateway_id")}
        />
        <div className="deposit-form__amount">
          <Field
            name="amount"
            label={t("deposit.amount")}
            inputMode="decimal"
            autoComplete="off"
            prefix={settings.currency_symbol.trim()}
            required
            defaultValue={previousValue(result, "amount")}
            error={fieldError(result, "amount")}
            hint={
              gateway
                ? t("deposit.amount_hint", { min: format(gateway.min), max: format(gateway.max) })
                : undefined
            }
          />
          {chips.length > 0 && (
            <fieldset className="amount-chips">
              <legend className="visually-hidden">{t("deposit.quick_amounts")}</legend>
              {chips.map((amount) => (
                <button
                  key={amount}
                  type="button"
                  className="amount-chips__chip"
                  onClick={(event) => fillAmount(event, amount)}
                >
                  {format(amount).replace(/\.0+$/, "")}
                </button>
              ))}
            </fieldset>
          )}
        </div>
        <div className="deposit-form__phone">
          <PhoneField
            label={t("deposit.phone")}
            callingCode={settings.calling_code}
            defaultValue={previousValue(result, "phone_number") ?? phone ?? undefined}
            error={fieldError(result, "phone_number")}
          />
        </div>
        {gateway && <p className="form__hint deposit-form__note">{t(`deposit.note.${gateway.method}`)}</p>}
        <SubmitButton intent="deposit" pendingLabel={t("form.sending")}>
          {t("deposit.submit")}
        </SubmitButton>
      </Form>
      {gateway && guide && <DepositGuide method={gateway.name} steps={guide.steps} />}
    </div>
  );
}
