import { DEPOSIT_LIMIT_PERIODS, type DepositLimitPeriod, toMinorUnits } from "@platform/contracts";

export type LimitsChange = Partial<Record<DepositLimitPeriod, string | null>>;

/** "150" and "150.00" are the same limit; an unreadable amount is never "the same". */
function sameAmount(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    return toMinorUnits(a, 3) === toMinorUnits(b, 3);
  } catch {
    return false;
  }
}

/**
 * The limits the player changed, as POST api/user/deposit-limits takes them: an amount, or null
 * to remove a limit (empty field). Each field carries the value it was shown with
 * (`current_<period>`); an unchanged period is left out, because sending it again would cancel
 * a raise that is waiting its 24 hours, or restart that wait.
 */
export function limitsChange(form: FormData): LimitsChange {
  const change: LimitsChange = {};
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const raw = form.get(period);
    if (typeof raw !== "string") continue;
    const value = raw.replace(/\s/g, "");
    const shown = String(form.get(`current_${period}`) ?? "").trim();
    if (value === "" ? shown === "" : sameAmount(value, shown)) continue;
    change[period] = value === "" ? null : value;
  }
  return change;
}
