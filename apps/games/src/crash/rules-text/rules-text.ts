import { languageOf } from "../../catalogue/content/game-content.ts";
import { en } from "./en.ts";
import { fr } from "./fr.ts";
import { pt } from "./pt.ts";
import { sw } from "./sw.ts";

/*
 * The crash rules' sentences in the sites' languages (issue 18: the rules in the player's
 * language). Like the slots' content (catalogue/content/game-content.ts) English is the source and
 * a language the aggregator has no words for reads English; unlike the slots' rules, these
 * sentences carry the operator's figures (maximum profit, currency, growth rate), so each language
 * writes them from those figures instead of keying translations by the English sentence. Numbers
 * are written the same way in every language: they are what the verifier and the history show.
 */

/** The figures the sentences quote, as they are printed. */
export interface CrashRuleFacts {
  rtpPercent: number;
  houseEdgePercent: number;
  /** The curve's rate per second, two decimals ("0.06"). */
  ratePerSecond: string;
  /** The most a round pays a site's players above their stakes, in its minor units. */
  maxProfit: number;
  currency: string;
  /** The highest multiplier paid, as a number of times the stake (1000000). */
  maxMultiplier: number;
}

/** One language's rule sentences, in the order the page lists them. */
export interface CrashRulesText {
  outcome(facts: CrashRuleFacts): string;
  curve(facts: CrashRuleFacts): string;
  receiptTime: string;
  cashOut: string;
  maxProfit(facts: CrashRuleFacts): string;
  twoBets: string;
  failover: string;
  verify: string;
}

/** The languages with crash rules besides English. */
export const CRASH_RULES_TEXT: Readonly<Record<string, CrashRulesText>> = { fr, sw, pt };

/** The rules in the language of `locale` ("pt-MZ" reads as pt); English when it has none. */
export function crashRuleSentences(locale: string | undefined, facts: CrashRuleFacts): string[] {
  const language = languageOf(locale);
  const text = Object.hasOwn(CRASH_RULES_TEXT, language) ? CRASH_RULES_TEXT[language]! : en;
  return [
    text.outcome(facts),
    text.curve(facts),
    text.receiptTime,
    text.cashOut,
    text.maxProfit(facts),
    text.twoBets,
    text.failover,
    text.verify,
  ];
}
