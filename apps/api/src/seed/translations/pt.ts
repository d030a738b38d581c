/** Textos em português dos temas, das secções da página inicial e dos rodapés dos sites de demonstração. */
export const pt: Record<string, string> = {
  "header.skip_to_content": "Saltar para o conteúdo principal",
  "header.home_link": "Início [site]",
  "header.main_nav": "Navegação principal",
  "header.login": "Entrar",
  "header.register": "Registar",
  "header.language_current": "Mudar de idioma, idioma atual: [language]",
  "header.menu_open": "Abrir menu",
  "header.menu_close": "Fechar menu",

  "nav.home": "Início",
  "nav.sports": "Desporto",
  "nav.live_sports": "Ao vivo",
  "nav.games": "Casino",
  "nav.crash": "Crash",
  "nav.jackpot": "Jackpots",
  "nav.lotto": "Lotaria 5/90",
  "nav.lucky_number": "Número da Sorte",
  "nav.cart": "Carrinho",
  "nav.promotions": "Promoções",
  "nav.virtual_world": "Mundo virtual",
  "nav.jolli_game": "Jolli Game",

  "home.banners": "Ofertas em destaque",
  "home.slide": "[index] de [total]",
  "home.scroll_prev": "Deslizar para trás",
  "home.scroll_next": "Deslizar para a frente",
  "home.see_all": "Ver tudo",
  "home.rtp": "RTP [rtp]",
  "home.trending": "Em alta",
  "home.slots_carousel": "Melhores slots",
  "home.highest_paying": "Os que mais pagam",
  "home.hot": "Jogos quentes",
  "home.recent_biggest_wins": "Maiores prémios recentes",
  "home.wins.multiplier": "×[multiplier]",
  "home.badge.new": "Novo",
  "home.badge.hot": "Quente",
  "home.badge.jackpot": "Jackpot",
  "home.badge.exclusive": "Exclusivo",
  "home.badge.top": "Top",
  "home.badge.live": "Ao vivo",
  "home.badge.popular": "Popular",

  "lotto.next_draw": "Próximo sorteio em",
  "lotto.hours": "h",
  "lotto.minutes": "min",
  "lotto.seconds": "s",
  "lotto.game_name": "Lucky 5 · 5/90",

  "footer.highlights": "Porquê jogar connosco",
  "footer.links": "Informações",
  "footer.follow_us": "Siga-nos",
  "footer.payment_methods": "Métodos de pagamento",
  "footer.copyright": "© [year] [site]. Todos os direitos reservados.",
  "footer.about_us": "Sobre a [site]",
  "footer.static.about_us": "Sobre nós",
  "footer.static.terms": "Termos e condições",
  "footer.static.responsible_gaming": "Jogo responsável",
  "footer.static.privacy": "Política de privacidade",
  "footer.slider.payouts.title": "Pagamentos rápidos",
  "footer.slider.payouts.text":
    "Levante os seus prémios para a carteira móvel em minutos, de dia ou de noite.",
  "footer.slider.support.title": "Apoio 24/7",
  "footer.slider.support.text": "A nossa equipa responde por chat, telefone e e-mail, todos os dias do ano.",
  "footer.slider.responsible.title": "Jogue com responsabilidade",
  "footer.slider.responsible.text": "Defina limites de depósito ou faça uma pausa sempre que precisar.",
  "footer.slider.bonus.title": "Bónus de boas-vindas",
  "footer.slider.bonus.text": "Os novos jogadores veem o primeiro depósito duplicado.",
  "footer.slider.draws.title": "Sorteios diários",
  "footer.slider.draws.text": "Sorteios da lotaria 5/90 todos os dias, com resultados em segundos.",
  "footer.infor.age": "Só para maiores de 18",
  "footer.infor.age_text":
    "O jogo é só para adultos e pode causar dependência. Jogue com responsabilidade e apenas com dinheiro que pode perder.",
  "footer.infor.licence": "Licença",
  "footer.infor.support": "Apoio ao cliente",

  "footer.about.drc_online":
    "A [site] é a casa de apostas e casino da RDC: Linafoot e futebol mundial, apostas ao vivo, slots, crash e sorteios diários, com depósitos e levantamentos por carteira móvel.",
  "footer.infor.licence.drc_online":
    "A DRC Online Gaming SARL é licenciada pela Autorité de Régulation et de Contrôle des Jeux de Hasard (ARCJ), licença ARCJ/OL/2024/017.",
  "footer.infor.support.drc_online": "support@drc-online.example · +243 81 555 0100",

  "footer.about.base2":
    "A [site] é o lobby de casino colorido do Quénia: slots, rolos clássicos e jackpots, além de apostas desportivas, com depósitos M-Pesa em segundos.",
  "footer.infor.licence.base2":
    "A Savanna Bet Ltd é licenciada e regulada pelo Betting Control and Licensing Board do Quénia, licença BK-0000921.",
  "footer.infor.support.base2": "help@savannabet.example · +254 700 555 010",

  "footer.about.base3":
    "O [site] é um casino online de primeira classe: slots escolhidas a dedo e rolos clássicos de três estúdios, com serviço VIP para cada jogador.",
  "footer.infor.licence.base3":
    "A Nile Casino Ltd é licenciada pelo National Lotteries and Gaming Regulatory Board do Uganda, licença NLGRB-OC-0452.",
  "footer.infor.support.base3": "concierge@nilecasino.example · +256 414 555 020",

  "footer.about.base4":
    "A [site] realiza todos os dias os sorteios Lucky 5, Lucky 4 e Lucky 3 do 5/90, além de jogos instantâneos Número da Sorte. Escolha os seus números, encha o carrinho e veja o sorteio ao vivo.",
  "footer.infor.licence.base4":
    "A Lucky Lotto Lda é licenciada pela Inspecção Geral de Jogos de Moçambique, licença IGJ/LT/2023/08.",
  "footer.infor.support.base4": "apoio@luckylotto.example · +258 84 555 0300",

  "footer.about.soon":
    "A [site] é uma nova casa de apostas e casino para a Nigéria. Estamos a preparar tudo: desporto, apostas ao vivo, slots e sorteios diários.",
  "footer.infor.licence.soon":
    "A Soon Bet Ltd pediu uma licença à National Lottery Regulatory Commission da Nigéria.",
  "footer.infor.support.soon": "hello@soonbet.example · +234 1 555 0400",
};
