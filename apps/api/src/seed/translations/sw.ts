/** Maandishi ya Kiswahili ya mandhari, sehemu za ukurasa wa nyumbani na sehemu za chini za tovuti za maonyesho. */
export const sw: Record<string, string> = {
  "header.skip_to_content": "Ruka hadi maudhui makuu",
  "header.home_link": "Nyumbani [site]",
  "header.main_nav": "Urambazaji mkuu",
  "header.login": "Ingia",
  "header.register": "Jisajili",
  "header.language_current": "Badilisha lugha, lugha ya sasa: [language]",
  "header.menu_open": "Fungua menyu",
  "header.menu_close": "Funga menyu",

  "nav.home": "Nyumbani",
  "nav.sports": "Michezo",
  "nav.live_sports": "Moja kwa moja",
  "nav.games": "Kasino",
  "nav.crash": "Crash",
  "nav.jackpot": "Jakpoti",
  "nav.lotto": "Bahati nasibu 5/90",
  "nav.lucky_number": "Namba ya Bahati",
  "nav.cart": "Kikapu",
  "nav.promotions": "Promosheni",
  "nav.virtual_world": "Ulimwengu pepe",
  "nav.jolli_game": "Jolli Game",

  "home.banners": "Ofa maalum",
  "home.slide": "[index] kati ya [total]",
  "home.scroll_prev": "Sogeza nyuma",
  "home.scroll_next": "Sogeza mbele",
  "home.see_all": "Ona zote",
  "home.rtp": "RTP [rtp]",
  "home.trending": "Zinazovuma sasa",
  "home.slots_carousel": "Sloti bora",
  "home.highest_paying": "Zinazolipa zaidi",
  "home.hot": "Michezo motomoto",
  "home.recent_biggest_wins": "Ushindi mkubwa wa hivi karibuni",
  "home.wins.multiplier": "×[multiplier]",
  "home.badge.new": "Mpya",
  "home.badge.hot": "Moto",
  "home.badge.jackpot": "Jakpoti",
  "home.badge.exclusive": "Wa kipekee",
  "home.badge.top": "Bora",
  "home.badge.live": "Mubashara",
  "home.badge.popular": "Maarufu",

  "lotto.next_draw": "Droo ijayo baada ya",
  "lotto.hours": "saa",
  "lotto.minutes": "dak",
  "lotto.seconds": "sek",
  "lotto.game_name": "Lucky 5 · 5/90",

  "footer.highlights": "Kwa nini ucheze nasi",
  "footer.links": "Taarifa",
  "footer.follow_us": "Tufuate",
  "footer.payment_methods": "Njia za malipo",
  "footer.copyright": "© [year] [site]. Haki zote zimehifadhiwa.",
  "footer.about_us": "Kuhusu [site]",
  "footer.static.about_us": "Kuhusu sisi",
  "footer.static.terms": "Sheria na masharti",
  "footer.static.responsible_gaming": "Kucheza kwa uwajibikaji",
  "footer.static.privacy": "Sera ya faragha",
  "footer.slider.payouts.title": "Malipo ya haraka",
  "footer.slider.payouts.text":
    "Toa ushindi wako kwenda pesa za simu ndani ya dakika chache, mchana au usiku.",
  "footer.slider.support.title": "Msaada saa 24",
  "footer.slider.support.text": "Timu yetu hujibu kwa gumzo, simu na barua pepe, kila siku ya mwaka.",
  "footer.slider.responsible.title": "Cheza kwa uwajibikaji",
  "footer.slider.responsible.text": "Weka vikomo vya amana au pumzika wakati wowote unapohitaji.",
  "footer.slider.bonus.title": "Bonasi ya kukaribisha",
  "footer.slider.bonus.text": "Wachezaji wapya huongezewa mara mbili amana yao ya kwanza.",
  "footer.slider.draws.title": "Droo za kila siku",
  "footer.slider.draws.text": "Droo za 5/90 kila siku, na matokeo ndani ya sekunde.",
  "footer.infor.age": "Miaka 18+ pekee",
  "footer.infor.age_text":
    "Kamari ni kwa watu wazima pekee na inaweza kuleta uraibu. Cheza kwa uwajibikaji na kwa pesa unazoweza kumudu kupoteza tu.",
  "footer.infor.licence": "Leseni",
  "footer.infor.support": "Huduma kwa wateja",

  "footer.about.drc_online":
    "[site] ni tovuti ya ubashiri na kasino ya DRC: Linafoot na soka la dunia, ubashiri wa moja kwa moja, sloti, crash na droo za kila siku, na amana na uondoaji kwa pesa za simu.",
  "footer.infor.licence.drc_online":
    "DRC Online Gaming SARL ina leseni kutoka Autorité de Régulation et de Contrôle des Jeux de Hasard (ARCJ), leseni ARCJ/OL/2024/017.",
  "footer.infor.support.drc_online": "support@drc-online.example · +243 81 555 0100",

  "footer.about.base2":
    "[site] ni ukumbi wa kasino wenye rangi wa Kenya: sloti, reli za kawaida na jakpoti, pamoja na ubashiri wa michezo, na amana za M-Pesa ndani ya sekunde.",
  "footer.infor.licence.base2":
    "Savanna Bet Ltd ina leseni na inasimamiwa na Bodi ya Kudhibiti na Kutoa Leseni za Kubashiri ya Kenya, leseni BK-0000921.",
  "footer.infor.support.base2": "help@savannabet.example · +254 700 555 010",

  "footer.about.base3":
    "[site] ni kasino ya kifahari ya mtandaoni: sloti zilizochaguliwa kwa makini na reli za kawaida kutoka studio tatu, na huduma ya VIP kwa kila mchezaji.",
  "footer.infor.licence.base3":
    "Nile Casino Ltd ina leseni kutoka Bodi ya Taifa ya Kudhibiti Bahati Nasibu na Michezo ya Uganda, leseni NLGRB-OC-0452.",
  "footer.infor.support.base3": "concierge@nilecasino.example · +256 414 555 020",

  "footer.about.base4":
    "[site] huendesha droo za Lucky 5, Lucky 4 na Lucky 3 za 5/90 kila siku, pamoja na michezo ya papo hapo ya Namba ya Bahati. Chagua namba zako, jaza kikapu na utazame droo moja kwa moja.",
  "footer.infor.licence.base4":
    "Lucky Lotto Lda ina leseni kutoka Inspecção Geral de Jogos ya Msumbiji, leseni IGJ/LT/2023/08.",
  "footer.infor.support.base4": "apoio@luckylotto.example · +258 84 555 0300",

  "footer.about.soon":
    "[site] ni tovuti mpya ya ubashiri na kasino kwa Nigeria. Tunaandaa kila kitu: michezo, ubashiri wa moja kwa moja, sloti na droo za kila siku.",
  "footer.infor.licence.soon":
    "Soon Bet Ltd imeomba leseni kutoka Tume ya Taifa ya Kudhibiti Bahati Nasibu ya Nigeria.",
  "footer.infor.support.soon": "hello@soonbet.example · +234 1 555 0400",
};
