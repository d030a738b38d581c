import type { CrashRulesText } from "./rules-text.ts";

/** The crash rules in English: the source the other languages translate. */
export const en: CrashRulesText = {
  outcome: (f) =>
    `Each round's outcome is fixed before it takes bets: its crash point comes from the next hash of a published chain, HMAC-SHA256 keyed with the chain's salt; 1.98 % of rounds crash at 1.00×. Whatever you aim for, a bet returns ${f.rtpPercent} % on average (a ${f.houseEdgePercent} % house edge).`,
  curve: (f) =>
    `The multiplier after t seconds of a round is e^(${f.ratePerSecond} · t), rounded down to the hundredth; it crashes at its crash point.`,
  receiptTime:
    "The server's receipt time decides a cash-out: you are paid the multiplier at the moment the server received it, if that is before the crash. Every cash-out is answered, taken with its multiplier or refused with the reason.",
  cashOut:
    "A cash-out is taken from 1.01×. An auto cash-out is made by the server at exactly its multiplier when the round reaches it, whether or not you are connected. Losing the connection never cashes you out.",
  maxProfit: (f) =>
    `A round pays the players of a site at most ${f.maxProfit} (minor units of ${f.currency}) above their stakes: at the start it shows the multiplier at which their bets still in play are cashed out so that it cannot pay more, and a round where that happened is flagged in the history. No bet is paid beyond ${f.maxMultiplier}×.`,
  twoBets:
    "You may hold two bets per round, each with its own auto cash-out. A bet placed while a round runs is for the next round; it can be cancelled until that round starts.",
  failover:
    "If the server running the rounds stops, another takes over within seconds. A round that had passed its crash time crashed there, and its auto cash-outs are paid. A round taken over before its crash time ends at the takeover: cash-outs made and auto cash-outs reached by then are paid, the bets still in play are refunded.",
  verify:
    "To check a round: its revealed hash, hashed with SHA-256 as many times as its number in the chain, gives the chain's published terminating hash; HMAC-SHA256 of the hash's bytes keyed with the salt, first 52 bits as X, gives the crash point floor(99 / (1 − X)) / 100, at least 1.00.",
};
