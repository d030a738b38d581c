import type { CrashRulesText } from "./rules-text.ts";

/** The crash rules in Swahili (the page's own words: client/src/crash/crash-messages.ts). */
export const sw: CrashRulesText = {
  outcome: (f) =>
    `Matokeo ya kila mzunguko huwekwa kabla haujapokea dau: sehemu yake ya anguko hutoka kwenye hashi inayofuata ya mnyororo uliochapishwa, kwa HMAC-SHA256 yenye chumvi ya mnyororo kama ufunguo; 1.98 % ya mizunguko huanguka kwa 1.00×. Lengo lako liwe lolote, dau hurudisha ${f.rtpPercent} % kwa wastani (faida ya nyumba ya ${f.houseEdgePercent} %).`,
  curve: (f) =>
    `Kizidishi baada ya sekunde t za mzunguko ni e^(${f.ratePerSecond} · t), kikikatwa hadi desimali mbili (kwenda chini); mzunguko huanguka kwenye sehemu yake ya anguko.`,
  receiptTime:
    "Muda ambao seva inapokea utoaji ndio unaoamua: unalipwa kizidishi cha wakati seva ilipoupokea, ikiwa ni kabla ya anguko. Kila utoaji hujibiwa: hukubaliwa pamoja na kizidishi chake, au hukataliwa pamoja na sababu.",
  cashOut:
    "Utoaji hukubaliwa kuanzia 1.01×. Utoaji wa kiotomatiki hufanywa na seva kwa kizidishi chake hasa mzunguko unapokifikia, uwe umeunganishwa au la. Kupoteza muunganisho hakukutolei dau kamwe.",
  maxProfit: (f) =>
    `Mzunguko hulipa wachezaji wa tovuti moja zaidi ya dau zao kiasi kisichozidi ${f.maxProfit} (vipimo vidogo vya ${f.currency}): mwanzoni huonyesha kizidishi ambacho dau zao zilizo bado mchezoni hutolewa ili usiweze kulipa zaidi, na mzunguko ambao hilo lilitokea huwekewa alama kwenye historia. Hakuna dau linalolipwa zaidi ya ${f.maxMultiplier}×.`,
  twoBets:
    "Unaweza kuwa na dau mbili kwa kila mzunguko, kila moja na utoaji wake wa kiotomatiki. Dau linalowekwa wakati mzunguko unaendelea ni la mzunguko ujao; linaweza kughairiwa hadi mzunguko huo uanze.",
  failover:
    "Seva inayoendesha mizunguko ikisimama, nyingine huchukua nafasi yake ndani ya sekunde chache. Mzunguko uliokuwa umepita muda wake wa anguko ulianguka hapo, na utoaji wake wa kiotomatiki hulipwa. Mzunguko unaochukuliwa kabla ya muda wake wa anguko huishia wakati wa kuchukuliwa: utoaji uliofanywa na utoaji wa kiotomatiki uliofikiwa hadi wakati huo hulipwa, dau zilizo bado mchezoni hurejeshwa.",
  verify:
    "Kukagua mzunguko: hashi yake iliyofichuliwa, ikihashiwa kwa SHA-256 mara nyingi kama nambari yake kwenye mnyororo, hutoa hashi ya mwisho iliyochapishwa ya mnyororo; HMAC-SHA256 ya baiti za hashi yenye chumvi kama ufunguo, biti 52 za kwanza zikiwa X, hutoa sehemu ya anguko floor(99 / (1 − X)) / 100, angalau 1.00.",
};
