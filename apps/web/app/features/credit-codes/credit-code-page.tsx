import { Form, Link, useLocation } from "react-router";
import { accountAreaOf } from "../../shell/account-area/account-area.ts";
import { Field } from "../../shell/forms/field.tsx";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import { fieldError, isFailure, previousValue } from "../../shell/forms/form-result.ts";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { useShell, useT } from "../../shell/use-shell.ts";
import { Money } from "../../shell/wallet/money.tsx";
import type { CreditCodeKind, CreditResult } from "./credit-code.server.ts";

/**
 * Spec §2 add-voucher and promotion-code: one field named like the API's, the API's refusal next to
 * it, and on success what the player got and where it went (cash, or promo credit that can be
 * staked but not withdrawn). SubmitButton keeps a double tap from sending twice.
 */
export function CreditCodePage({ kind, result }: { kind: CreditCodeKind; result: CreditResult | undefined }) {
  const t = useT();
  const { theme } = useShell();
  const area = accountAreaOf(useLocation().pathname, theme);
  // The page's kind is also the API's field name.
  const field = kind;
  const success = result && !isFailure(result) ? result : null;
  return (
    // The page's h1 (SEO) names it; the panel starts with what to do.
    <section className="account-panel credit-code" aria-label={t(`${kind}.title`)}>
      <p>{t(`${kind}.intro`)}</p>
      {success && (
        <div className="credit-code__success" role="status">
          <p className="credit-code__amount">
            <Money amount={success.amount} signed />
          </p>
          <p>{success.notice}</p>
          <p>{t(`credit.to.${success.creditedTo}`)}</p>
          <Link to={`${area}/history`} className="form__link">
            {t("credit.see_history")}
          </Link>
        </div>
      )}
      {/* A fresh form after a credit, so the used code leaves the input. */}
      <Form method="post" className="form" noValidate key={success ? `done-${success.amount}` : "editing"}>
        {isFailure(result) && !fieldError(result, field) && <FormAlert result={result} />}
        <Field
          name={field}
          label={t(`${kind}.field`)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={kind === "voucher" ? 64 : 40}
          required
          defaultValue={success ? undefined : previousValue(result, field)}
          hint={t(`${kind}.hint`)}
          error={fieldError(result, field)}
        />
        <SubmitButton pendingLabel={t("credit.submitting")}>{t(`${kind}.submit`)}</SubmitButton>
      </Form>
    </section>
  );
}
