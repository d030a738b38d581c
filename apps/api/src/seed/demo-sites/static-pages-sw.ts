import type { PageWriter } from "./static-pages.ts";

export const pagesSw: PageWriter = (o) => ({
  "about-us": {
    title: `Kuhusu ${o.site}`,
    keywords: `${o.site}, kuhusu sisi, kubashiri kwa leseni, michezo, kasino, bahati nasibu`,
    body: [
      {
        text: `${o.site} ni tovuti ya kubashiri na michezo ya mtandaoni inayoendeshwa na ${o.company}. Tunaleta ubashiri wa michezo, masoko ya moja kwa moja, michezo ya kasino na droo za bahati nasibu katika akaunti moja, pochi moja na salio moja.`,
      },
      {
        heading: "Tuna leseni na tunasimamiwa",
        text: `${o.site} ina leseni ${o.licence} iliyotolewa na ${o.regulator}. Kila mchezo tunaotoa hutumia kizalishaji cha namba nasibu kilichothibitishwa, na viwango vyetu vya malipo hukaguliwa na maabara huru.`,
      },
      {
        heading: "Imejengwa kwa simu",
        text: "Tovuti yetu imeundwa kwanza kwa simu: kurasa hufunguka haraka hata kwenye mtandao dhaifu, na amana na uondoaji huenda moja kwa moja kwenye pochi za pesa za simu na akaunti za benki ambazo wachezaji wetu tayari wanatumia.",
      },
      {
        heading: "Wasiliana nasi",
        text: `Timu yetu ya huduma kwa wateja inapatikana kila siku ya mwaka. Tuandikie ${o.email} au piga ${o.phone}; tunalenga kujibu kila ujumbe ndani ya saa moja.`,
      },
    ],
  },
  "terms-and-conditions": {
    title: "Sheria na masharti",
    keywords: `masharti ya ${o.site}, sheria za kubashiri, akaunti, uondoaji, bonasi`,
    body: [
      {
        text: `Masharti haya yanasimamia matumizi yako ya ${o.site}, inayoendeshwa na ${o.company} chini ya leseni ${o.licence}. Kwa kufungua akaunti unathibitisha kwamba umeyasoma na kuyakubali.`,
      },
      {
        heading: "1. Akaunti yako",
        text: "Lazima uwe na umri wa miaka 18 au zaidi na unaweza kuwa na akaunti moja tu. Taarifa unazotoa wakati wa kujisajili lazima ziwe za kweli na zako mwenyewe. Tunaweza kuthibitisha utambulisho wako (FICA) kabla ya kucheza au kutoa pesa.",
      },
      {
        heading: "2. Ubashiri na michezo",
        text: "Ubashiri unakubaliwa mara unapoonekana kwenye historia yako ukiwa na namba ya tiketi. Odds zinaweza kubadilika hadi wakati huo. Makosa ya wazi ya odds au matokeo yanaweza kusahihishwa, na ubashiri husika kulipwa kwa bei sahihi.",
      },
      {
        heading: "3. Amana na uondoaji",
        text: "Amana na uondoaji hufuata kiwango cha chini na cha juu kinachoonyeshwa kwenye keshia. Pesa hutolewa tu kwa njia ya malipo iliyosajiliwa kwa jina lako, na zinaweza kusubirishwa wakati tunakamilisha ukaguzi wa usalama.",
      },
      {
        heading: "4. Bonasi na promosheni",
        text: "Kila promosheni ina sheria zake, zinazoonyeshwa kwenye ukurasa wake, ikiwemo masharti ya kubashiri na tarehe ya mwisho. Salio la promosheni haliwezi kutolewa hadi masharti hayo yatimizwe. Matumizi mabaya yanaweza kusababisha promosheni kuondolewa.",
      },
      {
        heading: "5. Malalamiko",
        text: `Ikiwa huridhishwi na huduma yetu, tuandikie ${o.email}. Tunajibu kila lalamiko ndani ya siku 14. Ikiwa jibu letu halikuridhishi, unaweza kupeleka suala hilo kwa ${o.adr}.`,
      },
    ],
  },
  "responsible-gaming": {
    title: "Kucheza kwa uwajibikaji",
    keywords: `${o.site}, kucheza kwa uwajibikaji, kikomo cha amana, kujizuia, msaada`,
    body: [
      {
        text: "Kubashiri kunapaswa kuwa burudani, si njia ya kupata kipato wala kukimbia matatizo. Tunakupa zana rahisi za kubaki na udhibiti, na hatutamzuia kamwe mchezaji anayetaka kuacha.",
      },
      {
        heading: "Weka vikomo vyako",
        text: "Kwenye mipangilio ya akaunti unaweza kuweka kikomo cha amana cha kila siku, wiki au mwezi. Kikomo cha chini huanza mara moja; cha juu huanza baada ya saa 24 tu, ili kila uamuzi wa kukiongeza ufikiriwe vizuri.",
      },
      {
        heading: "Pumzika",
        text: "Unaweza kusimamisha akaunti yako kwa saa 24, wiki moja au mwezi mmoja, au kujizuia kwa miezi sita au zaidi. Wakati wa kujizuia hatupokei ubashiri wala kukutumia matangazo.",
      },
      {
        heading: "Dalili za hatari",
        text: "Kufukuzia hasara, kubashiri kwa pesa za kodi au chakula, kukopa ili kucheza au kuficha ubashiri wako kwa familia ni dalili kwamba kamari inageuka kuwa tatizo. Ukiziona, zungumza na mtu leo.",
      },
      {
        heading: "Kulinda watoto",
        text: `Kamari ni kwa watu wazima pekee. Tunathibitisha umri wa kila mchezaji, na tunapendekeza programu za udhibiti wa wazazi kwenye kifaa chochote ambacho mtoto anaweza kutumia. Unahitaji msaada sasa? Tuandikie ${o.email} nasi tutakuelekeza kwa msaada wa bure na wa siri.`,
      },
    ],
  },
  "privacy-policy": {
    title: "Sera ya faragha",
    keywords: `faragha ${o.site}, data binafsi, vidakuzi, ulinzi wa data`,
    body: [
      {
        text: `${o.company} inawajibika kwa data binafsi unayoipa ${o.site}. Sera hii inaeleza tunachokusanya, kwa nini, na machaguo uliyonayo.`,
      },
      {
        heading: "Tunachokusanya",
        text: "Jina lako, namba ya simu, anwani ya barua pepe, tarehe ya kuzaliwa na nyaraka za utambulisho; miamala yako na historia ya ubashiri; na data za kiufundi kama kifaa, kivinjari na anwani ya IP.",
      },
      {
        heading: "Kwa nini tunaitumia",
        text: "Kuendesha akaunti yako na kulipa ushindi wako, kutimiza wajibu wetu wa kisheria wa ukaguzi wa umri, udanganyifu na utakatishaji fedha, kulinda usalama wa tovuti, na, ukikubali tu, kukutumia ofa.",
      },
      {
        heading: "Vidakuzi",
        text: "Tunatumia vidakuzi kukuweka ndani ya akaunti, kukumbuka lugha yako na kupima jinsi tovuti inavyotumika. Vidakuzi vya washirika hurekodi mshirika aliyekuleta kwetu na huisha baada ya siku 30.",
      },
      {
        heading: "Haki zako",
        text: `Unaweza kuomba nakala ya data yako, kuomba irekebishwe, au kukataa matangazo wakati wowote. Tuandikie ${o.email}. Tunahifadhi kumbukumbu za akaunti kwa muda ambao sheria na leseni yetu vinataka.`,
      },
    ],
  },
});
