import type { DepositLimit } from "@platform/contracts";
import { Form, Link } from "react-router";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import { type FormResult, isFailure } from "../../shell/forms/form-result.ts";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { useT } from "../../shell/use-shell.ts";
import { LimitsFields } from "./limits-fields.tsx";

/**
 * Before the first deposit (UKGC RTS 12), a clearly optional offer to set deposit limits: "Set
 * limits" opens the three fields, "Not now" hides the offer for this visit. It stops appearing
 * once the player has a limit or a deposit.
 */
export function LimitsOffer({
  limits,
  result,
}: {
  limits: readonly DepositLimit[];
  result: FormResult | undefined;
}) {
  const t = useT();
  const failed = isFailure(result);
  return (
    <section className="limits-offer" aria-labelledby="limits-offer-title">
      <div className="limits-offer__text">
        <h2 id="limits-offer-title" className="limits-offer__title">
          {t("limits.offer.title")}
        </h2>
        <p>{t("limits.offer.text")}</p>
      </div>
      <details className="limits-offer__details" open={failed || undefined}>
        <summary className="btn btn--primary limits-offer__open">{t("limits.offer.set")}</summary>
        <Form method="post" className="form limits-offer__form" noValidate>
          <FormAlert result={result} />
          <p className="form__hint">{t("limits.rules")}</p>
          <LimitsFields limits={limits} result={result} />
          <SubmitButton intent="deposit-limits" pendingLabel={t("form.saving")}>
            {t("limits.submit")}
          </SubmitButton>
        </Form>
      </details>
      <Link to="?limits=later" className="btn btn--ghost limits-offer__later" preventScrollReset replace>
        {t("limits.offer.later")}
      </Link>
    </section>
  );
}
