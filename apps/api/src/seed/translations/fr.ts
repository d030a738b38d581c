/** Textes français des thèmes, des sections d'accueil et des pieds de page des sites de démo. */
export const fr: Record<string, string> = {
  "header.skip_to_content": "Aller au contenu principal",
  "header.home_link": "Accueil [site]",
  "header.main_nav": "Navigation principale",
  "header.login": "Connexion",
  "header.register": "S'inscrire",
  "header.language_current": "Changer de langue, langue actuelle : [language]",
  "header.menu_open": "Ouvrir le menu",
  "header.menu_close": "Fermer le menu",

  "nav.home": "Accueil",
  "nav.sports": "Sports",
  "nav.live_sports": "En direct",
  "nav.games": "Casino",
  "nav.crash": "Crash",
  "nav.jackpot": "Jackpots",
  "nav.lotto": "Loto 5/90",
  "nav.lucky_number": "Numéro chanceux",
  "nav.cart": "Panier",
  "nav.promotions": "Promotions",
  "nav.virtual_world": "Monde virtuel",
  "nav.jolli_game": "Jolli Game",

  "home.banners": "Offres à la une",
  "home.slide": "[index] sur [total]",
  "home.scroll_prev": "Défiler vers l'arrière",
  "home.scroll_next": "Défiler vers l'avant",
  "home.see_all": "Tout voir",
  "home.rtp": "RTP [rtp]",
  "home.trending": "Tendances",
  "home.slots_carousel": "Meilleures machines à sous",
  "home.highest_paying": "Les plus rémunérateurs",
  "home.hot": "Jeux du moment",
  "home.recent_biggest_wins": "Plus gros gains récents",
  "home.wins.multiplier": "×[multiplier]",
  "home.badge.new": "Nouveau",
  "home.badge.hot": "Populaire",
  "home.badge.jackpot": "Jackpot",
  "home.badge.exclusive": "Exclusif",
  "home.badge.top": "Top",
  "home.badge.live": "En direct",
  "home.badge.popular": "Favori",

  "lotto.next_draw": "Prochain tirage dans",
  "lotto.hours": "h",
  "lotto.minutes": "min",
  "lotto.seconds": "s",
  "lotto.game_name": "Lucky 5 · 5/90",

  "footer.highlights": "Pourquoi jouer chez nous",
  "footer.links": "Informations",
  "footer.follow_us": "Suivez-nous",
  "footer.payment_methods": "Moyens de paiement",
  "footer.copyright": "© [year] [site]. Tous droits réservés.",
  "footer.about_us": "À propos de [site]",
  "footer.static.about_us": "À propos",
  "footer.static.terms": "Conditions générales",
  "footer.static.responsible_gaming": "Jeu responsable",
  "footer.static.privacy": "Politique de confidentialité",
  "footer.slider.payouts.title": "Paiements rapides",
  "footer.slider.payouts.text": "Retirez vos gains sur votre mobile money en quelques minutes, jour et nuit.",
  "footer.slider.support.title": "Assistance 24 h/24",
  "footer.slider.support.text":
    "Notre équipe répond par chat, téléphone et e-mail, tous les jours de l'année.",
  "footer.slider.responsible.title": "Jouez responsable",
  "footer.slider.responsible.text": "Fixez des limites de dépôt ou faites une pause quand vous le souhaitez.",
  "footer.slider.bonus.title": "Bonus de bienvenue",
  "footer.slider.bonus.text": "Les nouveaux joueurs voient leur premier dépôt doublé.",
  "footer.slider.draws.title": "Tirages quotidiens",
  "footer.slider.draws.text": "Des tirages Loto 5/90 chaque jour, avec les résultats en quelques secondes.",
  "footer.infor.age": "Réservé aux 18 ans et plus",
  "footer.infor.age_text":
    "Les jeux d'argent sont réservés aux adultes et peuvent créer une dépendance. Jouez de manière responsable, uniquement avec l'argent que vous pouvez vous permettre de perdre.",
  "footer.infor.licence": "Licence",
  "footer.infor.support": "Service client",

  "footer.about.drc_online":
    "[site] est le site de paris et de casino de la RDC : Linafoot et football mondial, paris en direct, machines à sous, crash et tirages de loto quotidiens, avec dépôts et retraits par mobile money.",
  "footer.infor.licence.drc_online":
    "DRC Online Gaming SARL est agréée par l'Autorité de Régulation et de Contrôle des Jeux de Hasard (ARCJ), licence ARCJ/OL/2024/017.",
  "footer.infor.support.drc_online": "support@drc-online.example · +243 81 555 0100",

  "footer.about.base2":
    "[site] est le lobby de casino lumineux du Kenya : des machines à sous, des rouleaux classiques et des jackpots, ainsi que les paris sportifs, avec dépôts M-Pesa en quelques secondes.",
  "footer.infor.licence.base2":
    "Savanna Bet Ltd est agréée et contrôlée par le Betting Control and Licensing Board du Kenya, licence BK-0000921.",
  "footer.infor.support.base2": "help@savannabet.example · +254 700 555 010",

  "footer.about.base3":
    "[site] est un casino en ligne haut de gamme : machines à sous sélectionnées et rouleaux classiques de trois studios, avec un service VIP pour chaque joueur.",
  "footer.infor.licence.base3":
    "Nile Casino Ltd est agréée par le National Lotteries and Gaming Regulatory Board d'Ouganda, licence NLGRB-OC-0452.",
  "footer.infor.support.base3": "concierge@nilecasino.example · +256 414 555 020",

  "footer.about.base4":
    "[site] organise chaque jour les tirages Lucky 5, Lucky 4 et Lucky 3 au 5/90, ainsi que des jeux instantanés Numéro chanceux. Choisissez vos numéros, remplissez votre panier et suivez le tirage en direct.",
  "footer.infor.licence.base4":
    "Lucky Lotto Lda est agréée par l'Inspecção Geral de Jogos du Mozambique, licence IGJ/LT/2023/08.",
  "footer.infor.support.base4": "apoio@luckylotto.example · +258 84 555 0300",

  "footer.about.soon":
    "[site] est un nouveau site de paris et de casino pour le Nigeria. Nous préparons tout : sports, paris en direct, machines à sous et tirages quotidiens.",
  "footer.infor.licence.soon":
    "Soon Bet Ltd a déposé une demande de licence auprès de la National Lottery Regulatory Commission du Nigeria.",
  "footer.infor.support.soon": "hello@soonbet.example · +234 1 555 0400",
};
