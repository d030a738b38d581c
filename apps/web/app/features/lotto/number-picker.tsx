import { useT } from "../../shell/use-shell.ts";
import { StepButton } from "./lotto-step-button.tsx";
import {
  capacityOf,
  groupOfNumber,
  groupsOf,
  type PickerState,
  type PickGroup,
} from "./number-picker-state.ts";

const NUMBERS = Array.from({ length: 90 }, (_, i) => i + 1);

export interface PickerActions {
  onToggle: (n: number) => void;
  onGroup: (group: PickGroup) => void;
  onClear: () => void;
  onDip: () => void;
}

/**
 * Spec §2 number picker: 1–90, tap to pick. Banker picks its bankers then its numbers, Against its
 * top then its bottom group; the group being picked is chosen above the grid and each picked
 * number shows (and says) which group holds it.
 */
export function NumberPicker({ state, actions }: { state: PickerState; actions: PickerActions }) {
  const t = useT();
  const groups = groupsOf(state.type);
  const full = state[state.group].length >= capacityOf(state, state.group);
  return (
    <fieldset className="number-picker" data-type={state.type}>
      <legend className="lotto-section__title">{t("lotto.pick_numbers")}</legend>
      {groups.length > 1 && (
        <div className="lotto-seg lotto-seg--groups">
          {groups.map((group) => (
            <StepButton
              key={group}
              name="set_group"
              value={group}
              pressed={state.group === group}
              onStep={() => actions.onGroup(group)}
              className="lotto-seg__button"
              label={t("lotto.pick_group_label", {
                group: t(`lotto.group.${group}`),
                count: state[group].length,
              })}
            >
              <span className="number-picker__swatch" data-group={group} aria-hidden="true" />
              {t(`lotto.group.${group}`)}
              <span className="number-picker__count" aria-hidden="true">
                {state[group].length}
              </span>
            </StepButton>
          ))}
        </div>
      )}
      <div className="number-picker__grid">
        {NUMBERS.map((n) => {
          const group = groupOfNumber(state, n);
          const inActive = group === state.group;
          return (
            <StepButton
              key={n}
              name="pick"
              value={String(n)}
              pressed={group !== null}
              disabled={!inActive && full}
              onStep={() => actions.onToggle(n)}
              className="ball-button"
              label={group && groups.length > 1 ? `${n}, ${t(`lotto.group.${group}`)}` : undefined}
            >
              <span className="ball-button__face" data-group={group ?? undefined}>
                {n}
              </span>
            </StepButton>
          );
        })}
      </div>
      <div className="number-picker__tools">
        <StepButton
          name="dip"
          value="1"
          onStep={actions.onDip}
          className="btn btn--ghost number-picker__tool"
        >
          {t("lotto.lucky_dip")}
        </StepButton>
        <StepButton
          name="clear"
          value="1"
          onStep={actions.onClear}
          className="btn btn--ghost number-picker__tool"
        >
          {t("lotto.clear")}
        </StepButton>
      </div>
    </fieldset>
  );
}
