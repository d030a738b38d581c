import { useT } from "../../shell/use-shell.ts";
import { betTypeName } from "./lotto-selection-text.ts";
import { StepButton } from "./lotto-step-button.tsx";
import { type PickerState, sizesOf, WAGER_TYPES, type WagerType } from "./number-picker-state.ts";

/**
 * Spec §2 wager type: Direct, Perm, Banker or Against, and the numbers per line the game sells
 * (Lucky 3: up to 3), with one sentence on how the chosen type makes lines.
 */
export function WagerTypePicker({
  state,
  maxLineSize,
  onType,
  onSize,
}: {
  state: PickerState;
  maxLineSize: number;
  onType: (type: WagerType) => void;
  onSize: (size: number) => void;
}) {
  const t = useT();
  const sizes = sizesOf(state.type, maxLineSize);
  return (
    <fieldset className="lotto-wager">
      <legend className="lotto-section__title">{t("lotto.bet_type")}</legend>
      <div className="lotto-seg">
        {WAGER_TYPES.map((type) => (
          <StepButton
            key={type}
            name="set_type"
            value={type}
            pressed={state.type === type}
            onStep={() => onType(type)}
            className="lotto-seg__button"
          >
            {t(`lotto.type.${type}`)}
          </StepButton>
        ))}
      </div>
      {sizes.length > 0 && (
        <fieldset className="lotto-seg lotto-seg--sizes">
          <legend className="lotto-seg__caption">{t("lotto.line_size")}</legend>
          {sizes.map((size) => (
            <StepButton
              key={size}
              name="set_size"
              value={String(size)}
              pressed={state.size === size}
              onStep={() => onSize(size)}
              className="lotto-seg__button lotto-seg__button--size"
              label={betTypeName(state.type, size, t)}
            >
              {size}
            </StepButton>
          ))}
        </fieldset>
      )}
      <p className="lotto-wager__rule">
        {t(`lotto.rule.${state.type}`, { size: state.size, banker_max: state.size - 1 })}
      </p>
    </fieldset>
  );
}
