import {
  currencyExponent,
  fromMinorUnits,
  type ReferralRules,
  type SiteSettings,
  toMinorUnits,
} from "@platform/contracts";

/** A reward tier in minor units of the site currency. */
export interface Tier {
  title: string;
  amount: bigint;
  credit: "cash" | "promo";
  minDeposit: bigint;
}

type RuleSettings = Pick<
  SiteSettings,
  | "referral_sport_rewards"
  | "referral_qualify_days"
  | "referral_max_rewards"
  | "currency_code"
  | "currency_symbol"
>;

/** A settings amount ("10.00") in minor units; cents written for a currency without them are dropped. */
function minor(value: string, exponent: number): bigint {
  const [whole = "0", fraction = ""] = value.split(".");
  return toMinorUnits(exponent === 0 ? whole : `${whole}.${fraction.slice(0, exponent) || "0"}`, exponent);
}

/** settings.referral_sport_rewards as tiers, lowest minimum first; empty: the programme is off. */
export function referralTiers(settings: RuleSettings): Tier[] {
  const exponent = currencyExponent(settings.currency_code.toUpperCase());
  return settings.referral_sport_rewards
    .map((tier) => ({
      title: tier.title,
      amount: minor(tier.amount, exponent),
      credit: tier.credit,
      minDeposit: minor(tier.min_deposit, exponent),
    }))
    .filter((tier) => tier.amount > 0n)
    .sort((a, b) => (a.minDeposit < b.minDeposit ? -1 : a.minDeposit > b.minDeposit ? 1 : 0));
}

export function referralProgrammeOn(settings: RuleSettings): boolean {
  return referralTiers(settings).length > 0;
}

/** The highest tier a first deposit of `amount` reaches, or null when it reaches none. */
export function tierFor(tiers: Tier[], amount: bigint): Tier | null {
  let found: Tier | null = null;
  for (const tier of tiers) if (amount >= tier.minDeposit) found = tier;
  return found;
}

/** The rules as the player reads them (GET api/bring-a-friend/referral-code). */
export function rulesView(settings: RuleSettings): ReferralRules {
  const exponent = currencyExponent(settings.currency_code.toUpperCase());
  return {
    tiers: referralTiers(settings).map((tier) => ({
      title: tier.title,
      amount: fromMinorUnits(tier.amount, exponent),
      credit: tier.credit,
      min_deposit: fromMinorUnits(tier.minDeposit, exponent),
    })),
    qualify_days: settings.referral_qualify_days,
    max_rewards: settings.referral_max_rewards,
    currency_code: settings.currency_code,
    currency_symbol: settings.currency_symbol,
  };
}
