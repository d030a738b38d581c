/**
 * How a game's volatility is labelled: by the standard deviation of one paid round's win per unit
 * staked (free spins included). For scale, most land-based and online slots run from 5 to 15+; the
 * in-house games keep it at 10 or below so a 10^8-spin simulation pins the RTP to a few hundredths
 * of a percent. The RTP test holds every published label to this rule.
 */
export function volatilityOf(deviation: number): "low" | "medium" | "high" {
  if (deviation < 3) return "low";
  if (deviation < 5) return "medium";
  return "high";
}
