import type { WithdrawalForfeit } from "@platform/contracts";
import { CheckField } from "../../shell/forms/check-field.tsx";
import { useT } from "../../shell/use-shell.ts";
import { Money, useFormatMoney } from "../../shell/wallet/money.tsx";

/**
 * The bonus terms on the withdraw page (docs/decisions/028): while a bonus is active, a withdrawal
 * forfeits it with all the player's promo credit. The page says the exact amount before the player
 * submits, and asks them to confirm it; `forfeit_shown` tells the action the warning was seen.
 */
export function WithdrawBonusWarning({
  forfeit,
  error,
}: {
  forfeit: NonNullable<WithdrawalForfeit>;
  error: string | undefined;
}) {
  const t = useT();
  const format = useFormatMoney();
  const amount = format(forfeit.promo_credit);
  return (
    <section className="withdraw-final withdraw-bonus" aria-labelledby="withdraw-bonus-title">
      <input type="hidden" name="forfeit_shown" value="on" />
      <h3 id="withdraw-bonus-title" className="withdraw-bonus__title">
        {t("withdraw.bonus.title")}
      </h3>
      <p>
        {t("withdraw.bonus.text", {
          title: forfeit.title,
          wagered: format(forfeit.wagered),
          required: format(forfeit.required),
        })}
      </p>
      <p className="withdraw-bonus__amount">
        {t("withdraw.bonus.amount")}{" "}
        <strong data-testid="bonus-forfeit-amount">
          <Money amount={forfeit.promo_credit} />
        </strong>
      </p>
      <p className="form__hint">{t("withdraw.bonus.keep")}</p>
      <CheckField name="forfeit_bonus" label={t("withdraw.bonus.confirm", { amount })} error={error} />
    </section>
  );
}
