import type { Gateway } from "@platform/contracts";
import { ChoiceGroup } from "../../shell/forms/choice-group.tsx";
import { useT } from "../../shell/use-shell.ts";
import { useFormatMoney } from "../../shell/wallet/money.tsx";

/**
 * The payout methods (spec §7 gateways-withdraw) as radio cards named `gateway_id`. Each carries its
 * method, so the recipient part of the form shows what that method pays to.
 */
export function GatewayChoice({
  gateways,
  selected,
  onSelect,
  error,
}: {
  gateways: readonly Gateway[];
  selected: string;
  onSelect: (gateway: Gateway) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const format = useFormatMoney();
  return (
    <ChoiceGroup
      legend={t("withdraw.field.gateway")}
      error={error}
      className="pay-methods"
      listClassName="pay-methods__list"
    >
      {gateways.map((gateway) => (
        <label key={gateway.id} className="pay-method">
          <input
            type="radio"
            name="gateway_id"
            value={gateway.id}
            data-payout-method={gateway.method}
            checked={selected === String(gateway.id)}
            onChange={() => onSelect(gateway)}
          />
          <span className="pay-method__body">
            <span className="pay-method__name">{gateway.name}</span>
            <span className="pay-method__meta">
              {t("withdraw.limits", { min: format(gateway.min), max: format(gateway.max) })}
            </span>
          </span>
        </label>
      ))}
    </ChoiceGroup>
  );
}
