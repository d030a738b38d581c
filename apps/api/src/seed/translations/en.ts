/** English texts of the themes, home sections and demo-site footers. */
export const en: Record<string, string> = {
  "header.skip_to_content": "Skip to main content",
  "header.home_link": "[site] home",
  "header.main_nav": "Main navigation",
  "header.login": "Log in",
  "header.register": "Join now",
  "header.language_current": "Change language, current: [language]",
  "header.menu_open": "Open menu",
  "header.menu_close": "Close menu",

  "nav.home": "Home",
  "nav.sports": "Sports",
  "nav.live_sports": "Live",
  "nav.games": "Casino",
  "nav.crash": "Crash",
  "nav.jackpot": "Jackpots",
  "nav.lotto": "Lotto 5/90",
  "nav.lucky_number": "Lucky Number",
  "nav.cart": "Cart",
  "nav.promotions": "Promotions",
  "nav.virtual_world": "Virtual World",
  "nav.jolli_game": "Jolli Game",

  "home.banners": "Featured offers",
  "home.slide": "[index] of [total]",
  "home.scroll_prev": "Scroll back",
  "home.scroll_next": "Scroll forward",
  "home.see_all": "See all",
  "home.rtp": "RTP [rtp]",
  "home.trending": "Trending now",
  "home.slots_carousel": "Top slots",
  "home.highest_paying": "Highest paying",
  "home.hot": "Hot games",
  "home.recent_biggest_wins": "Recent biggest wins",
  "home.wins.multiplier": "×[multiplier]",
  "home.badge.new": "New",
  "home.badge.hot": "Hot",
  "home.badge.jackpot": "Jackpot",
  "home.badge.exclusive": "Exclusive",
  "home.badge.top": "Top",
  "home.badge.live": "Live",
  "home.badge.popular": "Popular",

  "lotto.next_draw": "Next draw in",
  "lotto.hours": "hrs",
  "lotto.minutes": "min",
  "lotto.seconds": "sec",
  "lotto.game_name": "Lucky 5 · 5/90",

  "footer.highlights": "Why play with us",
  "footer.links": "Information",
  "footer.follow_us": "Follow us",
  "footer.payment_methods": "Payment methods",
  "footer.copyright": "© [year] [site]. All rights reserved.",
  "footer.about_us": "About [site]",
  "footer.static.about_us": "About us",
  "footer.static.terms": "Terms and conditions",
  "footer.static.responsible_gaming": "Responsible gaming",
  "footer.static.privacy": "Privacy policy",
  "footer.slider.payouts.title": "Fast payouts",
  "footer.slider.payouts.text": "Withdraw your winnings to mobile money in minutes, day or night.",
  "footer.slider.support.title": "24/7 support",
  "footer.slider.support.text": "Our team answers by chat, phone and email, every day of the year.",
  "footer.slider.responsible.title": "Play responsibly",
  "footer.slider.responsible.text": "Set deposit limits or take a break whenever you need to.",
  "footer.slider.bonus.title": "Welcome bonus",
  "footer.slider.bonus.text": "New players get their first deposit doubled.",
  "footer.slider.draws.title": "Daily draws",
  "footer.slider.draws.text": "Lotto 5/90 draws every day, with results in seconds.",
  "footer.infor.age": "18+ only",
  "footer.infor.age_text":
    "Gambling is for adults only and can be addictive. Play responsibly and only with money you can afford to lose.",
  "footer.infor.licence": "Licence",
  "footer.infor.support": "Customer support",

  "footer.about.drc_online":
    "[site] is the sportsbook and casino of the DRC: Linafoot and world football, live betting, slots, crash and daily lotto draws, with deposits and withdrawals by mobile money.",
  "footer.infor.licence.drc_online":
    "DRC Online Gaming SARL is licensed by the Autorité de Régulation et de Contrôle des Jeux de Hasard (ARCJ), licence ARCJ/OL/2024/017.",
  "footer.infor.support.drc_online": "support@drc-online.example · +243 81 555 0100",

  "footer.about.base2":
    "[site] is Kenya's bright casino lobby: slots, classic reels and jackpots, plus sports betting, with M-Pesa deposits in seconds.",
  "footer.infor.licence.base2":
    "Savanna Bet Ltd is licensed and regulated by the Betting Control and Licensing Board of Kenya, licence BK-0000921.",
  "footer.infor.support.base2": "help@savannabet.example · +254 700 555 010",

  "footer.about.base3":
    "[site] is a premium online casino: hand-picked slots and classic reels from three studios, with VIP service for every player.",
  "footer.infor.licence.base3":
    "Nile Casino Ltd is licensed by the National Lotteries and Gaming Regulatory Board of Uganda, licence NLGRB-OC-0452.",
  "footer.infor.support.base3": "concierge@nilecasino.example · +256 414 555 020",

  "footer.about.base4":
    "[site] runs Lucky 5, Lucky 4 and Lucky 3 draws on 5/90 every day, plus instant Lucky Number games. Pick your numbers, fill your cart and watch the draw live.",
  "footer.infor.licence.base4":
    "Lucky Lotto Lda is licensed by the Inspecção Geral de Jogos of Mozambique, licence IGJ/LT/2023/08.",
  "footer.infor.support.base4": "apoio@luckylotto.example · +258 84 555 0300",

  "footer.about.soon":
    "[site] is a new sportsbook and casino for Nigeria. We are getting everything ready: sports, live betting, slots and daily draws.",
  "footer.infor.licence.soon":
    "Soon Bet Ltd has applied for a licence from the National Lottery Regulatory Commission of Nigeria.",
  "footer.infor.support.soon": "hello@soonbet.example · +234 1 555 0400",
};
