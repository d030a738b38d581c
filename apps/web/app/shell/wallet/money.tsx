import { useShell } from "../use-shell.ts";
import { moneyFormatter } from "./format-money.ts";

/** An API amount ("1234.50") with the site's currency symbol and thousands separators. */
export function useFormatMoney(): (amount: string) => string {
  return moneyFormatter(useShell().settings);
}

/** An amount as text; `signed` shows a + on credits (history). */
export function Money({ amount, signed = false }: { amount: string; signed?: boolean }) {
  const format = useFormatMoney();
  const plus = signed && !amount.startsWith("-") && amount !== "0" ? "+" : "";
  return (
    <span className="money" data-negative={amount.startsWith("-") || undefined}>
      {plus}
      {format(amount)}
    </span>
  );
}
