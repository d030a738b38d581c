import type { LanguageContent } from "./game-content.ts";

/** The games' words in Swahili (the components' own words: client/src/i18n/messages.ts). */
export const sw: LanguageContent = {
  categories: {
    slots: "Sloti",
    classic: "Sloti za kawaida",
    crash: "Michezo ya crash",
    table: "Michezo ya mezani",
    jackpot: "Jakpoti",
  },
  rules: {
    "Line wins pay left to right on adjacent reels, starting from the leftmost reel.":
      "Ushindi wa mstari hulipwa kutoka kushoto kwenda kulia kwenye reli zinazofuatana, kuanzia reli ya kushoto kabisa.",
    "Only the highest win of each line is paid; wins on different lines add up.":
      "Ushindi mkubwa zaidi wa kila mstari ndio pekee hulipwa; ushindi wa mistari tofauti hujumlishwa.",
    "Free spins can be won again during free spins; the new ones are added to those left.":
      "Mizunguko ya bure inaweza kushindwa tena wakati wa mizunguko ya bure; mipya huongezwa kwenye iliyobaki.",
    "Free spins cannot be won again during free spins (scatters still pay).":
      "Mizunguko ya bure haiwezi kushindwa tena wakati wa mizunguko ya bure (scatter bado hulipa).",
    "The paid spin and all its free spins are one round, drawn from one provably fair float stream.":
      "Mzunguko uliolipiwa pamoja na mizunguko yake yote ya bure ni mchezo mmoja, unaotokana na mfululizo mmoja wa namba nasibu wenye haki inayothibitishwa.",
    "Reel stop i = floor(float × length of reel i), floats from the round's provably fair stream in order.":
      "Kituo cha reli i = floor(namba nasibu × urefu wa reli i), namba nasibu zikichukuliwa kwa mpangilio kutoka kwenye mfululizo wa haki inayothibitishwa wa mchezo huo.",
    "243 ways: a symbol pays when it shows anywhere on adjacent reels starting from the leftmost reel.":
      "Njia 243 za kushinda: alama hulipa inapotokea popote kwenye reli zinazofuatana kuanzia reli ya kushoto kabisa.",
    "The win is the pay × the number of ways: the product of how many cells show the symbol (or the wild) on each of those reels.":
      "Ushindi ni malipo × idadi ya njia: zao la idadi ya visanduku vinavyoonyesha alama hiyo (au wild) kwenye kila moja ya reli hizo.",
    "Every symbol pays its own ways; wins of different symbols add up.":
      "Kila alama hulipa njia zake yenyewe; ushindi wa alama tofauti hujumlishwa.",
    "One line across the middle row; pays are multiples of the stake.":
      "Mstari mmoja kwenye safu ya katikati; malipo ni mara za dau.",
    "Symbols and mixed combinations pay counted from the leftmost reel; each line pays only its highest win.":
      "Alama na michanganyiko ya alama tofauti hulipa zikihesabiwa kuanzia reli ya kushoto kabisa; kila mstari hulipa ushindi wake mkubwa zaidi pekee.",
  },
  games: {
    "savanna-sunset": {
      description:
        "Nyanda za savana wakati wa jioni ya dhahabu: simba, tembo na twiga kwenye mistari 20. Mbuyu husimama badala ya kila mnyama, na machweo matatu au zaidi huanzisha mizunguko ya bure ambapo kila ushindi huzidishwa mara tano.",
      symbols: {
        BAOBAB: "Mbuyu",
        SUNSET: "Machweo",
        LION: "Simba",
        ELEPHANT: "Tembo",
        GIRAFFE: "Twiga",
        ZEBRA: "Punda milia",
        SHIELD: "Ngao",
        SPEAR: "Mkuki",
        GOURD: "Kibuyu",
        BEADS: "Shanga",
      },
      rules: {
        "20 fixed lines; the stake is split evenly across them (line bet = stake / 20); line pays are multiples of the line bet.":
          "Mistari 20 isiyobadilika; dau hugawanywa sawasawa kwenye mistari yote (dau la mstari = dau / 20); malipo ya mstari ni mara za dau la mstari.",
        "Baobab stands in for every symbol except the scatter, and pays on its own as in the paytable.":
          "Mbuyu husimama badala ya kila alama isipokuwa scatter, na hulipa wenyewe kama ilivyo kwenye jedwali la malipo.",
        "Sunset pays anywhere in view: 3 pay 3× the stake, 4 pay 10× the stake, 5 pay 100× the stake. Scatter pays are added to line wins.":
          "Machweo hulipa popote yanapoonekana: 3 hulipa mara 3 ya dau, 4 hulipa mara 10 ya dau, 5 hulipa mara 100 ya dau. Malipo ya scatter huongezwa kwenye ushindi wa mistari.",
        "3, 4 or 5 Sunset anywhere award 15, 20 or 30 free spins, played at once on the same reels at the same stake; every win of a free spin is multiplied by 5.":
          "Machweo 3, 4 au 5 popote hutoa mizunguko ya bure 15, 20 au 30, inayochezwa papo hapo kwenye reli zilezile kwa dau lilelile; kila ushindi wa mzunguko wa bure huzidishwa mara 5.",
      },
    },
    "nile-harvest": {
      description:
        "Siku ya uvuvi pale Mto Nile unapotoka ziwani: sangara, viboko na furukombe kwenye mistari 10, maporomoko ya maji ambayo ni wild na hulipa yenyewe, na mizunguko ya bure 10 yenye malipo maradufu miezi mipevu mitatu inapochomoza.",
      symbols: {
        FALLS: "Maporomoko ya maji",
        MOON: "Mwezi mpevu",
        PERCH: "Sangara",
        HIPPO: "Kiboko",
        EAGLE: "Furukombe",
        CANOE: "Mtumbwi",
        LOTUS: "Yungiyungi",
        PAPYRUS: "Mafunjo",
        TILAPIA: "Sato",
        BASKET: "Kikapu cha matete",
      },
      rules: {
        "10 fixed lines; the stake is split evenly across them (line bet = stake / 10); line pays are multiples of the line bet.":
          "Mistari 10 isiyobadilika; dau hugawanywa sawasawa kwenye mistari yote (dau la mstari = dau / 10); malipo ya mstari ni mara za dau la mstari.",
        "Waterfall stands in for every symbol except the scatter, and pays on its own as in the paytable.":
          "Maporomoko ya maji husimama badala ya kila alama isipokuwa scatter, na hulipa yenyewe kama ilivyo kwenye jedwali la malipo.",
        "Full moon pays anywhere in view: 3 pay 2× the stake, 4 pay 10× the stake, 5 pay 50× the stake. Scatter pays are added to line wins.":
          "Mwezi mpevu hulipa popote unapoonekana: 3 hulipa mara 2 ya dau, 4 hulipa mara 10 ya dau, 5 hulipa mara 50 ya dau. Malipo ya scatter huongezwa kwenye ushindi wa mistari.",
        "3 or more Full moon anywhere award 10 free spins, played at once on the same reels at the same stake; every win of a free spin is multiplied by 2.":
          "Miezi mipevu 3 au zaidi popote hutoa mizunguko ya bure 10, inayochezwa papo hapo kwenye reli zilezile kwa dau lilelile; kila ushindi wa mzunguko wa bure huzidishwa mara 2.",
      },
    },
    "kilimanjaro-ascent": {
      description:
        "Panda hadi kwenye paa la Afrika kwa njia 243 za kushinda: chui, nyati na tandala hulipa popote kwenye reli zinazofuatana, kilele cha theluji husimama badala ya alama kwenye reli za katikati, na mapambazuko huleta mizunguko ya bure yenye malipo mara tano.",
      symbols: {
        PEAK: "Kilele cha theluji",
        DAWN: "Mapambazuko",
        LEOPARD: "Chui",
        BUFFALO: "Nyati",
        KUDU: "Tandala",
        CRANE: "Korongo taji",
        TENT: "Hema",
        BOOTS: "Buti",
        MAP: "Ramani",
        LANTERN: "Kandili",
      },
      rules: {
        "Pays are multiples of the total stake, for each way; the stake is a multiple of 25 minor units, so every win is whole.":
          "Malipo ni mara za dau lote, kwa kila njia; dau ni mara kamili ya vitengo vidogo 25 vya sarafu, hivyo kila ushindi ni kiasi kamili.",
        "Snow peak appears on the middle reels only and stands in for every symbol except the scatter.":
          "Kilele cha theluji huonekana kwenye reli za katikati pekee na husimama badala ya kila alama isipokuwa scatter.",
        "Dawn pays anywhere in view: 3 pay 2× the stake, 4 pay 10× the stake, 5 pay 100× the stake. Scatter pays are added to ways wins.":
          "Mapambazuko hulipa popote yanapoonekana: 3 hulipa mara 2 ya dau, 4 hulipa mara 10 ya dau, 5 hulipa mara 100 ya dau. Malipo ya scatter huongezwa kwenye ushindi wa njia.",
        "3, 4 or 5 Dawn anywhere award 12, 15 or 20 free spins, played at once on the same reels at the same stake; every win of a free spin is multiplied by 5.":
          "Mapambazuko 3, 4 au 5 popote hutoa mizunguko ya bure 12, 15 au 20, inayochezwa papo hapo kwenye reli zilezile kwa dau lilelile; kila ushindi wa mzunguko wa bure huzidishwa mara 5.",
      },
    },
    "ngoma-drums": {
      description:
        "Mdundo wa sherehe ya kijijini kwa njia 243 za kushinda: wacheza ngoma, kalimba na shanga hulipa popote kwenye reli zinazofuatana, na mpiga ngoma ndiye wild kwenye reli za katikati. Ushindi wa mara kwa mara, wa kiasi.",
      symbols: {
        DRUMMER: "Mpiga ngoma",
        DANCER: "Mcheza ngoma",
        KALIMBA: "Kalimba",
        HORN: "Pembe ya tandala",
        SHAKER: "Kayamba",
        RED: "Shanga nyekundu",
        BLUE: "Shanga ya buluu",
        GOLD: "Shanga ya dhahabu",
        GREEN: "Shanga ya kijani",
      },
      rules: {
        "Pays are multiples of the total stake, for each way; the stake is a multiple of 50 minor units, so every win is whole.":
          "Malipo ni mara za dau lote, kwa kila njia; dau ni mara kamili ya vitengo vidogo 50 vya sarafu, hivyo kila ushindi ni kiasi kamili.",
        "Drummer appears on the middle reels only and stands in for every other symbol.":
          "Mpiga ngoma huonekana kwenye reli za katikati pekee na husimama badala ya kila alama nyingine.",
      },
    },
    "soko-sevens": {
      description:
        "Mashine ya reli tatu kutoka uwanja wa sokoni: saba, bar na maembe kwenye mstari mmoja, pamoja na michanganyiko ya saba yoyote na bar yoyote. Bila mapambo: mstari mmoja, na saba nyekundu ndiyo zawadi kuu.",
      symbols: {
        RED7: "Saba nyekundu",
        BLUE7: "Saba ya buluu",
        BAR3: "Bar tatu",
        BAR2: "Bar mbili",
        BAR1: "Bar moja",
        MANGO: "Embe",
        BLANK: "Tupu",
        ANY7: "Saba yoyote",
        ANYBAR: "Bar yoyote",
      },
      rules: {
        "Mangos pay from the left: one on reel 1, two on reels 1 and 2, or three.":
          "Maembe hulipa kuanzia kushoto: moja kwenye reli 1, mawili kwenye reli 1 na 2, au matatu.",
      },
    },
    "spice-island-doubles": {
      description:
        "Sloti ya kawaida ya reli tatu kutoka kisiwa cha viungo: saba, bar na karafuu kwenye mstari mmoja, na jahazi ni wild linalozidisha maradufu kila ushindi linalokamilisha, na mara nne yakiwa mawili.",
      symbols: {
        DHOW: "Jahazi",
        SEVEN: "Saba",
        BAR3: "Bar tatu",
        BAR2: "Bar mbili",
        BAR1: "Bar moja",
        CLOVE: "Karafuu",
        BLANK: "Tupu",
        ANYBAR: "Bar yoyote",
      },
      rules: {
        "Dhow stands in for every symbol and multiplies the win by 2 for each Dhow in it (4 for two); a win needs at least one real symbol, three Dhow pay their own award.":
          "Jahazi husimama badala ya kila alama na huzidisha ushindi mara 2 kwa kila Jahazi lililomo (4 kwa mawili); ushindi unahitaji angalau alama moja halisi, na Majahazi matatu hulipa zawadi yao wenyewe.",
        "Cloves pay from the left: one on reel 1, two on reels 1 and 2, or three.":
          "Karafuu hulipa kuanzia kushoto: moja kwenye reli 1, mbili kwenye reli 1 na 2, au tatu.",
      },
    },
  },
};
