import type { BonusProgress as Progress } from "@platform/contracts";
import { Form, Link } from "react-router";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import { isFailure } from "../../shell/forms/form-result.ts";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { useT } from "../../shell/use-shell.ts";
import { useUser } from "../../shell/use-user.ts";
import { Money } from "../../shell/wallet/money.tsx";
import { BonusProgress } from "./bonus-progress.tsx";
import type { ClaimResult } from "./promotions.server.ts";

/**
 * Where the player opts in: a visitor is asked to log in; a player who may claim gets the button
 * (SubmitButton keeps a double tap from posting twice, and the API grants once anyway); a player
 * who has it sees their bonus's progress.
 */
export function ClaimPanel({
  state,
  progress,
  result,
  labels,
}: {
  state: "claimable" | "claimed" | "not_eligible";
  progress: Progress | null;
  result: ClaimResult | undefined;
  labels: { claim: string; claimed: string };
}) {
  const t = useT();
  const user = useUser();
  const success = result && !isFailure(result) ? result : null;
  if (!user) {
    return (
      <div className="promo-claim">
        <Link to="/login" className="btn btn--primary">
          {t("promotions.login_to_claim")}
        </Link>
      </div>
    );
  }
  return (
    <div className="promo-claim">
      {success && (
        <div className="promo-claim__success" role="status">
          <p className="promo-claim__amount">
            <Money amount={success.amount} signed />
          </p>
          <p>{success.notice}</p>
        </div>
      )}
      {isFailure(result) && <FormAlert result={result} />}
      {state === "claimable" && !success && (
        <Form method="post" className="promo-claim__form">
          <SubmitButton pendingLabel={t("promotions.claiming")}>{labels.claim}</SubmitButton>
        </Form>
      )}
      {state === "claimed" && !success && <p className="promo-claim__note">{labels.claimed}</p>}
      {state === "not_eligible" && <p className="promo-claim__note">{t("promotions.not_eligible")}</p>}
      {progress && <BonusProgress progress={progress} />}
    </div>
  );
}
