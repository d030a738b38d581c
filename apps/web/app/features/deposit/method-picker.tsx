import type { Gateway } from "@platform/contracts";
import { ChoiceGroup } from "../../shell/forms/choice-group.tsx";
import { useT } from "../../shell/use-shell.ts";
import { useFormatMoney } from "../../shell/wallet/money.tsx";
import { MethodIcon } from "./method-icon.tsx";

/**
 * The site's deposit methods as a radio group (`gateway_id`): native radios, so arrow keys move
 * between them and a screen reader announces "1 of 3", with each card showing the method's
 * name and the amounts it takes.
 */
export function MethodPicker({
  gateways,
  selected,
  onSelect,
  error,
}: {
  gateways: readonly Gateway[];
  selected: number | null;
  onSelect: (id: number) => void;
  error: string | undefined;
}) {
  const t = useT();
  const format = useFormatMoney();
  return (
    <ChoiceGroup
      legend={t("deposit.method")}
      error={error}
      className="deposit-methods"
      listClassName="deposit-methods__list"
    >
      {gateways.map((gateway) => (
        <label key={gateway.id} className="method-card">
          <input
            type="radio"
            name="gateway_id"
            value={gateway.id}
            data-method={gateway.method}
            className="method-card__radio"
            checked={selected === gateway.id}
            onChange={() => onSelect(gateway.id)}
          />
          <MethodIcon method={gateway.method} />
          <span className="method-card__text">
            <span className="method-card__name">{gateway.name}</span>
            <span className="method-card__limits">
              {t("deposit.method_limits", { min: format(gateway.min), max: format(gateway.max) })}
            </span>
          </span>
        </label>
      ))}
    </ChoiceGroup>
  );
}
