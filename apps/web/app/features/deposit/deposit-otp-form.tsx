import { Form, Link } from "react-router";
import { Field } from "../../shell/forms/field.tsx";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import { type FormResult, fieldError } from "../../shell/forms/form-result.ts";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { formatCountdown, useCountdown } from "../../shell/use-countdown.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { useFormatMoney } from "../../shell/wallet/money.tsx";
import type { DepositOtpData } from "./deposit-otp.server.ts";
import { depositPath, outcomeArea } from "./deposit-paths.ts";

/** "+254 712000111": the calling code set apart, as the player writes their number. */
function internationalPhone(digits: string, callingCode: string): string {
  return digits.startsWith(callingCode)
    ? `+${callingCode} ${digits.slice(callingCode.length)}`
    : `+${digits}`;
}

/**
 * /account/deposit/otp: the code the mobile-money provider texted to the phone (`otp`), with the
 * number it went to and how long it stays valid. The API decides; the countdown only informs.
 */
export function DepositOtpForm({ data, result }: { data: DepositOtpData; result: FormResult | undefined }) {
  const t = useT();
  const { theme, settings } = useShell();
  const format = useFormatMoney();
  const left = useCountdown(data.expiresIn);
  return (
    <section className="deposit-card" aria-labelledby="deposit-otp-title">
      <h2 id="deposit-otp-title" className="deposit-card__title">
        {t("deposit.otp.title")}
      </h2>
      <p>
        {t("deposit.otp.lead", {
          amount: format(data.amount),
          method: data.methodName,
          phone: internationalPhone(data.sentTo, settings.calling_code),
        })}
      </p>
      <Form method="post" className="form" noValidate>
        <FormAlert result={result} />
        <Field
          name="otp"
          label={t("deposit.otp.label")}
          className="otp-field"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`\\d{${data.digits}}`}
          maxLength={data.digits}
          required
          error={fieldError(result, "otp")}
          hint={
            <span aria-live={left === 0 ? "polite" : "off"}>
              {left > 0
                ? t("deposit.otp.expires_in", { time: formatCountdown(left) })
                : t("deposit.otp.expired")}
            </span>
          }
        />
        <SubmitButton intent="deposit-otp" pendingLabel={t("form.sending")}>
          {t("deposit.otp.submit")}
        </SubmitButton>
      </Form>
      <p className="deposit-card__aside">
        <Link to={depositPath(outcomeArea(theme))}>{t("deposit.start_again")}</Link>
      </p>
    </section>
  );
}
