import { type NumberPaytable, type NumberSelection, numbersCovered } from "@platform/fair";
import { formatHundredths } from "../../shell/draw-games/odds-rows.ts";
import { useT } from "../../shell/use-shell.ts";
import { selectionText, tenRange } from "./lotto-selection-text.ts";
import { StepButton } from "./lotto-step-button.tsx";
import { numberPickValue, toggleNumberPick } from "./lucky-number-state.ts";

const NUMBERS = Array.from({ length: 90 }, (_, i) => i + 1);
const TENS = Array.from({ length: 9 }, (_, i) => i + 1);
const GROUPS: NumberSelection[][] = [
  [
    { type: "parity", value: "odd" },
    { type: "parity", value: "even" },
  ],
  [
    { type: "range", value: "low" },
    { type: "range", value: "high" },
  ],
];

/**
 * Spec §2 /lucky-number: one number of 1–90 is drawn. The player bets on it exactly, or on odd or
 * even, low (1–45) or high (46–90), or a ten; each group shows what it pays. A group's numbers are
 * lit on the grid so the player sees what the bet covers.
 */
export function LuckyNumberPicker({
  pick,
  paytable,
  onPick,
}: {
  pick: NumberSelection | null;
  paytable: NumberPaytable;
  onPick: (pick: NumberSelection | null) => void;
}) {
  const t = useT();
  const covered = new Set(pick && pick.type !== "exact" ? numbersCovered(pick) : []);
  const picked = pick ? numberPickValue(pick) : null;
  const button = (selection: NumberSelection, className: string, label: string, text?: string) => {
    const value = numberPickValue(selection);
    return (
      <StepButton
        key={value}
        name="pick"
        value={value}
        pressed={picked === value}
        onStep={() => onPick(toggleNumberPick(pick, selection))}
        className={className}
        label={text ? label : undefined}
      >
        {text ?? label}
      </StepButton>
    );
  };
  const pays = (type: keyof NumberPaytable) =>
    t("lotto.odds.multiplier", { multiplier: formatHundredths(paytable[type]) });
  return (
    <div className="lucky-picker">
      <fieldset className="lucky-picker__set">
        <legend className="lotto-section__title">
          {t("lucky.type.exact")} <span className="lucky-picker__pays">{pays("exact")}</span>
        </legend>
        <div className="number-picker__grid">
          {NUMBERS.map((n) => (
            <StepButton
              key={n}
              name="pick"
              value={`exact:${n}`}
              pressed={picked === `exact:${n}`}
              onStep={() => onPick(toggleNumberPick(pick, { type: "exact", number: n }))}
              className="ball-button"
            >
              <span className="ball-button__face" data-covered={covered.has(n) || undefined}>
                {n}
              </span>
            </StepButton>
          ))}
        </div>
      </fieldset>
      <div className="lucky-picker__groups">
        {GROUPS.map((pair) => {
          const type = pair[0]!.type as "parity" | "range";
          return (
            <fieldset key={type} className="lucky-picker__set">
              <legend className="lotto-section__title">
                {t(`lucky.type.${type}`)} <span className="lucky-picker__pays">{pays(type)}</span>
              </legend>
              <div className="lotto-seg">
                {pair.map((selection) =>
                  button(selection, "lotto-seg__button lucky-picker__group", selectionText(selection, t)),
                )}
              </div>
            </fieldset>
          );
        })}
        <fieldset className="lucky-picker__set lucky-picker__set--tens">
          <legend className="lotto-section__title">
            {t("lucky.type.tens")} <span className="lucky-picker__pays">{pays("tens")}</span>
          </legend>
          <div className="lucky-picker__tens">
            {TENS.map((ten) =>
              button(
                { type: "tens", value: ten },
                "lotto-seg__button lucky-picker__ten",
                selectionText({ type: "tens", value: ten }, t),
                tenRange(ten),
              ),
            )}
          </div>
        </fieldset>
      </div>
    </div>
  );
}
