import type { DepositLimit } from "@platform/contracts";
import { Form } from "react-router";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import type { FormResult } from "../../shell/forms/form-result.ts";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { useT } from "../../shell/use-shell.ts";
import { LimitsFields } from "./limits-fields.tsx";

/**
 * The settings tab "safer-gambling": the player's deposit limits, what each window has used and
 * any raise still waiting. Lower limits apply at once, higher ones after 24 hours (RTS 12).
 */
export function DepositLimitsPanel({
  limits,
  result,
}: {
  limits: readonly DepositLimit[];
  result: FormResult | undefined;
}) {
  const t = useT();
  return (
    <div className="form">
      <p>{t("limits.intro")}</p>
      <p className="form__hint">{t("limits.rules")}</p>
      {/* New defaults once saved: the fields show the limits now in force. */}
      <Form method="post" className="form" noValidate key={JSON.stringify(limits)}>
        <FormAlert result={result} />
        <LimitsFields limits={limits} result={result} />
        <SubmitButton intent="deposit-limits" pendingLabel={t("form.saving")}>
          {t("limits.submit")}
        </SubmitButton>
      </Form>
    </div>
  );
}
