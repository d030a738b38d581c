import { Link, useLocation } from "react-router";
import { accountAreaOf } from "../../shell/account-area/account-area.ts";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import { useShell, useT } from "../../shell/use-shell.ts";
import { DepositForm } from "./deposit-form.tsx";
import type { DepositFormResult, DepositPageData } from "./deposit-page.server.ts";
import { LimitsOffer } from "./limits-offer.tsx";

/** The deposit page: the limits offer before a first deposit, the form, and where limits live. */
export function DepositPage({
  data,
  result,
}: {
  data: DepositPageData;
  result: DepositFormResult | undefined;
}) {
  const t = useT();
  const { theme } = useShell();
  const area = accountAreaOf(useLocation().pathname, theme);
  const limitsResult = result?.form === "limits" ? result : undefined;
  const depositResult = result?.form === "deposit" ? result : undefined;
  return (
    <div className="deposit">
      {data.limitsOffer ? (
        <LimitsOffer limits={data.limits} result={limitsResult} />
      ) : (
        <FormAlert result={limitsResult} />
      )}
      {data.gateways.length === 0 ? (
        <p className="deposit__empty" role="status">
          {t("deposit.no_methods")}
        </p>
      ) : (
        <DepositForm
          gateways={data.gateways}
          chosen={data.chosen}
          guides={data.guides}
          phone={data.phone}
          idempotencyKey={data.idempotencyKey}
          result={depositResult}
        />
      )}
      <p className="deposit__limits-link">
        {t("deposit.limits_link_text")}{" "}
        <Link to={`${area}/settings?tab=safer-gambling`}>{t("deposit.limits_link")}</Link>
      </p>
    </div>
  );
}
