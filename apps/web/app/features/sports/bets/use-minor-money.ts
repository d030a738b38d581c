import { currencyExponent, fromMinorUnits } from "@platform/contracts/client";
import { useShell } from "../../../shell/use-shell.ts";
import { moneyFormatter } from "../../../shell/wallet/format-money.ts";

/** Minor units of a currency as the site writes money (the aggregator speaks minor units). */
export function useMinorMoney(currency: string): (minor: number) => string {
  const { settings } = useShell();
  const format = moneyFormatter(settings);
  const exponent = currencyExponent(currency);
  return (minor) => format(fromMinorUnits(BigInt(minor), exponent));
}
