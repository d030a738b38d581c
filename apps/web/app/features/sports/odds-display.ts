import { formatAmerican, formatDecimal, formatFractional } from "@platform/sports";
import type { OddsFormat } from "./slip/slip-state.ts";

/** A price as the player chose to read odds; decimal is the default and the wire's unit. */
export function formatPrice(priceMilli: number, format: OddsFormat): string {
  if (format === "fractional") return formatFractional(priceMilli);
  if (format === "american" && priceMilli > 1000) return formatAmerican(priceMilli);
  return formatDecimal(priceMilli);
}
